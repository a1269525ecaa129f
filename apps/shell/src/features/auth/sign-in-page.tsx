import { fastLogin } from '@portal/api/calls/user';
import { toApiError } from '@portal/api/client';
import { pageNavigation } from '@portal/session/navigation';
import { consumeReturnUrl } from '@portal/session/require-login';
import { signInSucceeded } from '@portal/session/session';
import { Button } from '@portal/shared-ui/button';
import { toast } from '@portal/shared-ui/toast';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { messages } from '../../messages';
import { MobileCodeFields } from './mobile-code-fields';
import { useSmsCode } from './use-sms-code';
import { validateCode, validateMobile } from './validation';

const t = messages.auth;

interface Errors {
  mobile?: string | null;
  code?: string | null;
  form?: string | null;
}

/** /signin?fallbackUrl=&source=: mobile + SMS code sign-in (fastLogin). */
export function SignInPage() {
  const [params] = useSearchParams();
  const fallbackUrl = params.get('fallbackUrl');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  const sms = useSmsCode('login');

  const fail = (message: string) => {
    setErrors({ form: message });
    toast(message);
  };

  const onSendCode = async () => {
    const mobileError = validateMobile(mobile);
    if (mobileError) {
      setErrors({ mobile: mobileError });
      return;
    }
    setErrors({});
    const failure = await sms.send(mobile.trim());
    if (failure) fail(failure);
    else toast(t.codeSent);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = { mobile: validateMobile(mobile), code: validateCode(code) };
    if (next.mobile || next.code) {
      setErrors(next);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const user = await fastLogin({ mobile: mobile.trim(), code: code.trim() });
      signInSucceeded(user);
      pageNavigation.assign(consumeReturnUrl(fallbackUrl));
    } catch (error) {
      fail(toApiError(error).message);
      setSubmitting(false);
    }
  };

  const registerHref = `/register${params.toString() ? `?${params.toString()}` : ''}`;

  return (
    <section className="mx-auto my-12 w-full max-w-sm rounded-lg bg-white p-8 shadow-pop">
      <h1 className="mb-6 text-center text-xl font-semibold text-ink">{t.signInTitle}</h1>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
        <MobileCodeFields
          mobile={mobile}
          code={code}
          onMobileChange={setMobile}
          onCodeChange={setCode}
          mobileError={errors.mobile}
          codeError={errors.code}
          sms={sms}
          onSendCode={onSendCode}
        />
        {errors.form ? (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" size="lg" loading={submitting} className="mt-2 w-full">
          {submitting ? t.signingIn : t.signIn}
        </Button>
        <p className="mt-2 text-center text-xs text-ink-mute">{t.agreement}</p>
        <p className="mt-2 text-center text-sm text-ink-soft">
          {t.noAccount}
          <Link to={registerHref} className="text-brand hover:text-brand-700">
            {t.goRegister}
          </Link>
        </p>
      </form>
    </section>
  );
}

export default SignInPage;
