import { departmentFeedbackWrite } from '@portal/api/mutations/department';
import {
  DEPARTMENT_LIMITS,
  FEEDBACK_TYPES,
  type FeedbackType,
  feedbackError,
} from '@portal/api/rules/department';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { type FormEvent, useId, useState } from 'react';
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
  const formId = useId();
  const write = useWrite(departmentFeedbackWrite, {
    failedText: false,
    successText: () => t.submitted,
    onSuccess: () => {
      setOpen(false);
      setText('');
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const wrong = feedbackError(trimmed);
    setError(wrong);
    if (wrong) return;
    await write.run({ departmentId, type, text: trimmed });
  };
  const serverError =
    write.error instanceof Error ? write.error.message || t.failed : write.error ? t.failed : null;

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
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t.title(name)}
        width={460}
        footer={
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => setOpen(false)}>
              {t.cancel}
            </Button>
            <Button size="sm" type="submit" form={formId} loading={write.busy}>
              {t.submit}
            </Button>
          </div>
        }
      >
        <form id={formId} noValidate onSubmit={onSubmit} className="space-y-3">
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
          {error || serverError ? (
            <p role="alert" className="text-sm text-red-600">
              {error ?? serverError}
            </p>
          ) : null}
        </form>
      </Dialog>
    </>
  );
}
