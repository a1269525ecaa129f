import type { InputOf } from '@portal/api/endpoint';
import type { userEndpoints } from '@portal/api/endpoints/user';
import { registerWrite } from '@portal/api/mutations/user';
import { REAL_NAME_MAX } from '@portal/api/rules/user';
import { Link, useSearchParams } from '@portal/router';
import { Button } from '@portal/shared-ui/button';
import { type FormEvent, useState } from 'react';
import { messages } from '../../messages';
import { Field, inputClass, TextInput } from './field';
import { MobileCodeFields } from './mobile-code-fields';
import { type MobileCodeErrors, useMobileCodeForm } from './use-mobile-code-form';
import { validateCode, validateIdentity, validateMobile, validateRealName } from './validation';

const t = messages.auth;

interface Errors extends MobileCodeErrors {
  realName?: string | null;
  identity?: string | null;
}

/** /register: mobile + code (scene register) + real name + identity; signs in on success. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const fallbackUrl = params.get('fallbackUrl');
  const [realName, setRealName] = useState('');
  const [identity, setIdentity] = useState<number | null>(null);
  const { mobile, code, errors, setErrors, submitting, submit, fieldsProps } = useMobileCodeForm<
    Errors,
    InputOf<typeof userEndpoints.register>
  >('register', registerWrite);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next: Errors = {
      mobile: validateMobile(mobile),
      code: validateCode(code),
      realName: validateRealName(realName),
      identity: validateIdentity(identity),
    };
    if (next.mobile || next.code || next.realName || next.identity) {
      setErrors(next);
      return;
    }
    const chosen = identity as number;
    void submit(
      { mobile: mobile.trim(), code: code.trim(), realName: realName.trim(), identity: chosen },
      fallbackUrl,
    );
  };

  const signInHref = `/signin${params.toString() ? `?${params.toString()}` : ''}`;

  return (
    <section className="max-w-sm rounded-lg bg-white shadow-pop max-sm:mx-4 max-sm:my-6 max-sm:p-6 sm:mx-auto sm:my-12 sm:w-full sm:p-8">
      <h1 className="mb-6 text-center text-xl font-semibold text-ink">{t.registerTitle}</h1>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
        <MobileCodeFields {...fieldsProps} />
        <Field label={t.realName} error={errors.realName}>
          {(a11y) => (
            <TextInput
              {...a11y}
              autoComplete="name"
              maxLength={REAL_NAME_MAX}
              placeholder={t.realNamePlaceholder}
              value={realName}
              onChange={(event) => setRealName(event.target.value)}
            />
          )}
        </Field>
        <Field label={t.identity} error={errors.identity}>
          {(a11y) => (
            <select
              {...a11y}
              className={inputClass}
              value={identity ?? ''}
              onChange={(event) => setIdentity(event.target.value ? Number(event.target.value) : null)}
            >
              <option value="">{t.identityPlaceholder}</option>
              {t.identities.map((item) => (
                <option key={item.value} value={item.value}>
                  {item.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {errors.form ? (
          <p role="alert" className="text-sm text-danger">
            {errors.form}
          </p>
        ) : null}
        <Button type="submit" size="lg" loading={submitting} className="mt-2 w-full">
          {submitting ? t.registering : t.register}
        </Button>
        <p className="mt-2 text-center text-sm text-ink-soft">
          {t.hasAccount}
          <Link to={signInHref} className="text-brand hover:text-brand-700">
            {t.goSignIn}
          </Link>
        </p>
      </form>
    </section>
  );
}

export default RegisterPage;
