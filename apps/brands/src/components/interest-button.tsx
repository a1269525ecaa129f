import { submitInterestWrite } from '@portal/api/mutations/brand';
import { INTEREST_LIMITS, type InterestForm, interestError, trimInterest } from '@portal/api/rules/brand';
import { Button } from '@portal/shared-ui/button';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { useState } from 'react';
import { messages } from '../messages';
import { FormDialog } from './form-dialog';

const t = messages.interest;
const EMPTY: InterestForm = { name: '', hospital: '', department: '', contact: '' };
const FIELDS = [
  ['name', t.name, INTEREST_LIMITS.name, 'name'],
  ['hospital', t.hospital, INTEREST_LIMITS.hospital, 'organization'],
  ['department', t.department, INTEREST_LIMITS.department, 'off'],
  ['contact', t.contact, INTEREST_LIMITS.contact, 'tel'],
] as const;

/**
 * 我感兴趣 on a product (spec 7 submitProductInterestPersonnel): a visitor is asked to sign in; the
 * form is checked by the same rules as the server's (the first wrong field is said, in Chinese),
 * and what the server says (a second lead the same day, too many) is shown as it says it.
 */
export function InterestButton({ productId, productName }: { productId: number; productName: string }) {
  const host = useHost();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<InterestForm>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const write = useWrite(submitInterestWrite, {
    failedText: false,
    successText: () => t.submitted,
    onSuccess: () => {
      setOpen(false);
      setForm(EMPTY);
    },
  });

  const onSubmit = async () => {
    const trimmed = trimInterest(form);
    const wrong = interestError(trimmed);
    setError(wrong);
    if (wrong) return;
    await write.run({ productId, ...trimmed });
  };

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          if (host.requireLogin()) setOpen(true);
        }}
      >
        {t.open}
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t.title(productName)}
        texts={t}
        busy={write.busy}
        invalid={error}
        failure={write.error}
        onSubmit={onSubmit}
        footnote={<p className="text-xs text-ink-mute">{t.privacy}</p>}
      >
        <p className="text-sm text-ink-soft">{t.intro}</p>
        {FIELDS.map(([key, label, max, autoComplete]) => (
          <label key={key} className="block text-sm">
            <span className="text-ink">{label}</span>
            <input
              value={form[key]}
              maxLength={max}
              autoComplete={autoComplete}
              placeholder={key === 'contact' ? t.contactHint : undefined}
              onChange={(event) => setForm((f) => ({ ...f, [key]: event.target.value }))}
              className="mt-1 block h-9 w-full rounded border border-line px-3 outline-none focus:border-brand"
            />
          </label>
        ))}
      </FormDialog>
    </>
  );
}
