import type { CheckinFieldInfo, CheckinInfo } from '@portal/api/contract/meeting-participation';
import { saveCheckinWrite } from '@portal/api/mutations/meetings';
import { type CheckinField, checkinProblems, isCheckinField } from '@portal/api/rules/meetings';
import { Button } from '@portal/shared-ui/button';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { useId, useState } from 'react';
import { messages } from '../../messages';

const t = messages.participation;

/** the mobile keyboard for a phone number */
const INPUT_MODE: Partial<Record<CheckinField, 'tel'>> = { mobile: 'tel' };

/**
 * The check-in form: the meeting's fields with the server's labels, checked by the server's own
 * rule (checkinProblems) as the user types and on 签到; visitors are sent to sign in first.
 */
export function CheckinForm({
  meetingId,
  fields,
  onCheckedIn,
}: {
  meetingId: number;
  fields: readonly CheckinFieldInfo[];
  /** after the answer is shown (the declared write puts it in the cache) */
  onCheckedIn?: (checkin: CheckinInfo) => void;
}) {
  const host = useHost();
  const id = useId();
  const [info, setInfo] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const save = useWrite(saveCheckinWrite(meetingId), {
    failedText: t.checkinFailed,
    successText: () => t.checkinSucceeded,
    onSuccess: onCheckedIn,
  });
  const sending = save.busy;

  const codes = fields.map((f) => f.code).filter(isCheckinField);
  const problems = checkinProblems(codes, info);
  const problemOf = (code: string) =>
    isCheckinField(code) && touched.has(code) ? problems[code] : undefined;

  const submit = async () => {
    if (!host.requireLogin()) return;
    setTouched(new Set(codes));
    if (Object.keys(problems).length > 0) return;
    await save.run({
      meetingId,
      info: Object.fromEntries(codes.map((code) => [code, (info[code] ?? '').trim()])),
    });
  };

  return (
    <form
      aria-label={t.checkin}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p className="mb-3 text-xs text-ink-mute">{t.checkinNote}</p>
      <div className="space-y-3">
        {fields.map((field) => {
          const inputId = `${id}-${field.code}`;
          const problem = problemOf(field.code);
          return (
            <div key={field.code}>
              <label htmlFor={inputId} className="mb-1 block text-sm text-ink-soft">
                {field.label}
              </label>
              <input
                id={inputId}
                value={info[field.code] ?? ''}
                inputMode={isCheckinField(field.code) ? INPUT_MODE[field.code] : undefined}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${inputId}-problem` : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  setInfo((before) => ({ ...before, [field.code]: value }));
                  setTouched((before) => new Set(before).add(field.code));
                }}
                className={`h-9 w-full rounded-md border px-3 text-sm text-ink outline-none focus:border-brand ${
                  problem ? 'border-red-500' : 'border-line'
                }`}
              />
              {problem ? (
                <p id={`${inputId}-problem`} className="mt-1 text-xs text-red-600">
                  {problem}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <Button type="submit" className="mt-4 w-full" loading={sending}>
        {t.checkinSubmit}
      </Button>
    </form>
  );
}
