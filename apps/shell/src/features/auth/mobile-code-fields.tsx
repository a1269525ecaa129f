import { Button } from '@portal/shared-ui/button';
import { messages } from '../../messages';
import { Field, TextInput } from './field';
import type { useSmsCode } from './use-sms-code';

const t = messages.auth;

interface Props {
  mobile: string;
  code: string;
  onMobileChange: (value: string) => void;
  onCodeChange: (value: string) => void;
  mobileError?: string | null;
  codeError?: string | null;
  sms: ReturnType<typeof useSmsCode>;
  onSendCode: () => void;
}

/** The mobile and SMS-code rows shared by sign-in and registration. */
export function MobileCodeFields({
  mobile,
  code,
  onMobileChange,
  onCodeChange,
  mobileError,
  codeError,
  sms,
  onSendCode,
}: Props) {
  return (
    <>
      <Field label={t.mobile} error={mobileError}>
        {(a11y) => (
          <TextInput
            {...a11y}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            maxLength={11}
            placeholder={t.mobilePlaceholder}
            value={mobile}
            onChange={(event) => onMobileChange(event.target.value)}
          />
        )}
      </Field>
      <Field
        label={t.code}
        error={codeError}
        addon={
          <Button
            variant="secondary"
            className="h-10 w-32"
            loading={sms.sending}
            disabled={sms.waiting}
            onClick={onSendCode}
          >
            {sms.waiting ? t.resendIn(sms.remaining) : t.sendCode}
          </Button>
        }
      >
        {(a11y) => (
          <TextInput
            {...a11y}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t.codePlaceholder}
            value={code}
            onChange={(event) => onCodeChange(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}
