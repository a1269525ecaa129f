import type { SessionUser } from '@portal/api/contract/user';
import { toApiError } from '@portal/api/errors';
import type { WriteOptions } from '@portal/api/mutation';
import { USER_MESSAGES } from '@portal/api/rules/user';
import { pageNavigation } from '@portal/session/navigation';
import { consumeReturnUrl } from '@portal/session/require-login';
import { signInSucceeded } from '@portal/session/session';
import { toast } from '@portal/shared-ui/toast';
import { useWrite } from '@portal/shared-ui/use-write';
import { useState } from 'react';
import { useSmsCode } from './use-sms-code';
import { validateMobile } from './validation';

export interface MobileCodeErrors {
  mobile?: string | null;
  code?: string | null;
  form?: string | null;
}

/**
 * What sign-in and registration share: the mobile and code fields with the SMS countdown, the
 * form-level error (shown inline and toasted), and the submit that signs in and returns to the
 * fallback address.
 */
export function useMobileCodeForm<E extends MobileCodeErrors, I>(
  scene: 'login' | 'register',
  declared: WriteOptions<I, SessionUser>,
) {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<E>({} as E);
  // signed in: the page is left, the form stays as it is meanwhile
  const [leaving, setLeaving] = useState(false);
  const sms = useSmsCode(scene);

  const fail = (message: string) => {
    setErrors({ form: message } as E);
    toast(message);
  };

  const onSendCode = async () => {
    const mobileError = validateMobile(mobile);
    if (mobileError) {
      setErrors({ mobile: mobileError } as E);
      return;
    }
    setErrors({} as E);
    const failure = await sms.send(mobile.trim());
    if (failure) fail(failure);
    else toast(USER_MESSAGES.codeSent);
  };

  const signIn = useWrite(declared, { onError: (error) => fail(toApiError(error).message) });
  const submitting = signIn.busy || leaving;

  /** Runs the sign-in write (fields already validated); a failure keeps every input as typed. */
  const submit = async (input: I, fallbackUrl: string | null) => {
    setErrors({} as E);
    const user = await signIn.run(input);
    if (!user) return;
    setLeaving(true);
    signInSucceeded(user);
    pageNavigation.assign(consumeReturnUrl(fallbackUrl));
  };

  const fieldsProps = {
    mobile,
    code,
    onMobileChange: setMobile,
    onCodeChange: setCode,
    mobileError: errors.mobile,
    codeError: errors.code,
    sms,
    onSendCode,
  };

  return { mobile, code, errors, setErrors, submitting, submit, fieldsProps };
}
