import { departmentFeedbackWrite } from '@portal/api/mutations/department';
import {
  DEPARTMENT_LIMITS,
  FEEDBACK_TYPES,
  type FeedbackType,
  feedbackError,
} from '@portal/api/rules/department';
import { Button } from '@portal/shared-ui/button';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { departmentMessages } from '../../department-messages';

const t = departmentMessages.feedback;

/**
 * 反馈 (spec 7 department feedback): a signed-in person reports 信息有误 or something else; the text
 * is checked by the server's own rule first, and what the server refuses (too many today) is shown
 * as it says it.
 */
export function FeedbackButton({ departmentId, name }: { departmentId: number; name: string }) {
  const host = useHost();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<FeedbackType>('wrong_info');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const write = useWrite(departmentFeedbackWrite, {
    failedText: false,
    successText: () => t.submitted,
    onSuccess: () => {
      setOpen(false);
      setText('');
    },
  });

  const onSubmit = async () => {
    const trimmed = text.trim();
    const wrong = feedbackError(trimmed);
    setError(wrong);
    if (wrong) return;
    await write.run({ departmentId, type, text: trimmed });
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="h-8 px-4 text-sm"
        onClick={() => {
          if (host.requireLogin()) {
            setError(null);
            setOpen(true);
          }
        }}
      >
        {t.open}
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t.title(name)}
        texts={t}
        busy={write.busy}
        invalid={error}
        failure={write.error}
        onSubmit={onSubmit}
      >
        <fieldset>
          <legend className="text-sm text-ink">{t.type}</legend>
          <div className="mt-1 flex gap-4 text-sm">
            {FEEDBACK_TYPES.map((value) => (
              <label key={value} className="flex items-center gap-1">
                <input
                  type="radio"
                  name="feedback-type"
                  value={value}
                  checked={type === value}
                  onChange={() => setType(value)}
                />
                {t.types[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block text-sm">
          <span className="text-ink">{t.text}</span>
          <textarea
            value={text}
            rows={4}
            maxLength={DEPARTMENT_LIMITS.feedbackText}
            placeholder={t.textHint}
            onChange={(event) => setText(event.target.value)}
            className="mt-1 block w-full rounded border border-line px-3 py-2 outline-none focus:border-brand"
          />
        </label>
      </FormDialog>
    </>
  );
}
