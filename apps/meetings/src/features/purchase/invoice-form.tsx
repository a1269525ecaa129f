import type { PayOrder } from '@portal/api/contract/payments';
import { saveInvoiceWrite } from '@portal/api/mutations/meeting-orders';
import { type InvoiceKind, invoiceProblem } from '@portal/api/rules/invoice';
import { formatYuan } from '@portal/api/rules/payments';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { useWrite } from '@portal/shared-ui/use-write';
import { useId, useState } from 'react';
import { messages } from '../../messages';

const t = messages.purchase;

/** The invoice request: checked as the server checks it (the credit code's check digit) before it is sent. */
export function InvoiceForm({
  order,
  meetingId,
  onDone,
}: {
  order: PayOrder;
  meetingId: number;
  onDone: () => void;
}) {
  const user = useSessionUser();
  const id = useId();
  const [kind, setKind] = useState<InvoiceKind>('personal');
  const [title, setTitle] = useState('');
  const [taxpayerNo, setTaxpayerNo] = useState('');
  const [email, setEmail] = useState('');
  const [tried, setTried] = useState(false);
  const save = useWrite(saveInvoiceWrite(meetingId, user?.id ?? null), {
    failedText: t.submitFailed,
    successText: () => t.submitted,
    onSuccess: onDone,
  });
  const sending = save.busy;
  const paid = order.amountFen ?? 0;
  const input = { kind, title, email, ...(kind === 'company' ? { taxpayerNo } : {}) };
  const problem = invoiceProblem(input, paid);

  const submit = async () => {
    setTried(true);
    if (problem) return;
    await save.run({ orderNo: order.orderNo, ...input });
  };

  const field =
    'h-9 w-full rounded-md border border-line px-3 text-sm text-ink outline-none focus:border-brand';
  return (
    <form
      noValidate
      aria-label={t.invoiceTitle}
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="flex items-center gap-4">
        <legend className="mb-1 text-sm text-ink-soft">{t.kind}</legend>
        {(['personal', 'company'] as const).map((k) => (
          <label key={k} className="flex items-center gap-1.5 text-sm">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={kind === k}
              onChange={() => setKind(k)}
              className="accent-brand"
            />
            {k === 'personal' ? t.personal : t.company}
          </label>
        ))}
      </fieldset>
      <label className="block text-sm text-ink-soft">
        {t.titleLabel}
        <input
          className={`mt-1 ${field}`}
          value={title}
          placeholder={kind === 'personal' ? t.titlePersonal : t.titleCompany}
          onChange={(event) => setTitle(event.target.value)}
        />
      </label>
      {kind === 'company' ? (
        <label className="block text-sm text-ink-soft">
          {t.taxpayerNo}
          <input
            className={`mt-1 font-mono uppercase ${field}`}
            value={taxpayerNo}
            placeholder={t.taxpayerHint}
            maxLength={18}
            onChange={(event) => setTaxpayerNo(event.target.value.toUpperCase())}
          />
        </label>
      ) : null}
      <label className="block text-sm text-ink-soft">
        {t.email}
        <input
          className={`mt-1 ${field}`}
          type="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <p className="text-sm text-ink-soft">{t.amount(formatYuan(paid))}</p>
      {tried && problem ? (
        <p role="alert" className="text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={sending}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}
