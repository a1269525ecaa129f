import {
  WRITING_KINDS,
  WRITING_LIMITS,
  type WritingKind,
  writingCharCount,
} from '@portal/api/rules/article-writing';
import { CASE_SECTIONS } from '@portal/api/rules/case-sections';
import { uploadImage } from '@portal/api/uploads';
import { RichEditor } from '@portal/rich-editor/editor';
import type { RichEditorInstance } from '@portal/rich-editor/heading-sections';
import { editorMessages as t } from '../../editor-messages';

const caseSectionHint = (heading: string) => CASE_SECTIONS.find((s) => s.name === heading)?.hint ?? null;

export interface BodyEditorProps {
  kind: WritingKind;
  initialHtml: string;
  onChange(html: string): void;
  onNotice(message: string): void;
  /** the editor instance, for the case section bar */
  onEditor(editor: RichEditorInstance | null): void;
  /** how many unmasked patient identifiers the body holds now */
  onFindings(count: number): void;
}

/**
 * The body as the editor pages use it: a chunk of its own (TipTap is the heaviest thing on the
 * page and loads after the form has shown), with patient identifiers marked in place.
 */
export default function BodyEditor({
  kind,
  initialHtml,
  onChange,
  onNotice,
  onEditor,
  onFindings,
}: BodyEditorProps) {
  return (
    <RichEditor
      initialHtml={initialHtml}
      onChange={(html) => onChange(html)}
      uploadImage={(file) => uploadImage(file)}
      onNotice={onNotice}
      countChars={writingCharCount}
      maxChars={WRITING_LIMITS.bodyTextMax}
      placeholder={kind === WRITING_KINDS.popularScience ? t.bodyPlaceholderScience : t.bodyPlaceholder}
      label={t.bodyLabel}
      identifiers
      onFindings={(findings) => onFindings(findings.length)}
      onEditor={onEditor}
      sectionHint={kind === WRITING_KINDS.case ? caseSectionHint : undefined}
    />
  );
}
