import { ANSWER_LIMITS, answerCharCount } from '@portal/api/rules/community';
import { uploadImage } from '@portal/api/uploads';
import { RichEditor } from '@portal/rich-editor/editor';
import { useHost } from '@portal/shared-ui/host';
import { messages } from '../../messages';

/**
 * The editor as the answer page uses it (a chunk of its own: TipTap is the heaviest thing here,
 * and loads after the page has shown the question).
 */
export default function AnswerEditor({
  initialHtml,
  onChange,
}: {
  initialHtml: string;
  onChange(html: string, chars: number): void;
}) {
  const host = useHost();
  return (
    <RichEditor
      initialHtml={initialHtml}
      onChange={onChange}
      uploadImage={(file) => uploadImage(file)}
      onNotice={(message) => host.toast(message)}
      countChars={answerCharCount}
      maxChars={ANSWER_LIMITS.maxChars}
      placeholder={messages.write.placeholder}
      label={messages.write.editorLabel}
    />
  );
}
