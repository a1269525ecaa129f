import { fastLoginWrite } from '@portal/api/mutations/user';
import { Link, useSearchParams } from '@portal/router';
import { Button } from '@portal/shared-ui/button';
import type { FormEvent } from 'react';
import { messages } from '../../messages';
import { MobileCodeFields } from './mobile-code-fields';
import { type MobileCodeErrors, useMobileCodeForm } from './use-mobile-code-form';
import { validateCode, validateMobile } from './validation';

const t = messages.auth;

type Errors = MobileCodeErrors;

/** /signin?fallbackUrl=&source=: mobile + SMS code sign-in (fastLogin). */
export function SignInPage() {
  const [params] = useSearchParams();
  const fallbackUrl = params.get('fallbackUrl');
  const { mobile, code, errors, setErrors, submitting, submit, fieldsProps } = useMobileCodeForm<
    Errors,
    { mobile: string; code: string }
  >('login', fastLoginWrite);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = { mobile: validateMobile(mobile), code: validateCode(code) };
    if (next.mobile || next.code) {
      setErrors(next);
      return;
    }
    void submit({ mobile: mobile.trim(), code: code.trim() }, fallbackUrl);
  };

  const registerHref = `/register${params.toString() ? `?${params.toString()}` : ''}`;

  return (
    <section className="max-w-sm rounded-lg bg-white shadow-pop max-sm:mx-4 max-sm:my-6 max-sm:p-6 sm:mx-auto sm:my-12 sm:w-full sm:p-8">
      <h1 className="mb-6 text-center text-xl font-semibold text-ink">{t.signInTitle}</h1>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
        <MobileCodeFields {...fieldsProps} />
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
