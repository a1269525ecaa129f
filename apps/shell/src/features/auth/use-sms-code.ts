import { toApiError } from '@portal/api/errors';
import { sendSmsWrite } from '@portal/api/mutations/user';
import { SMS_RESEND_SECONDS } from '@portal/api/rules/user';
import { useWrite } from '@portal/shared-ui/use-write';
import { useEffect, useRef, useState } from 'react';

/**
 * Sends the SMS code and runs the countdown (60 s, the server's resend interval). `send` answers null on success, or the server's
 * message (rate limit, bad mobile...) on failure.
 */
export function useSmsCode(scene: 'login' | 'register') {
  const [remaining, setRemaining] = useState(0);
  const failure = useRef<string | null>(null);
  const sms = useWrite(sendSmsWrite, {
    onError: (error) => {
      failure.current = toApiError(error).message;
    },
  });
  const sending = sms.busy;
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);

  const send = async (mobile: string): Promise<string | null> => {
    if (sending || remaining > 0) return null;
    failure.current = null;
    const sent = await sms.run({ mobile, scene });
    if (sent === undefined) return failure.current;
    if (mounted.current) setRemaining(SMS_RESEND_SECONDS);
    return null;
  };

  return { send, remaining, sending, waiting: remaining > 0 };
}
