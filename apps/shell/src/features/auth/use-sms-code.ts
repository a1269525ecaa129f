import { call } from '@portal/api/call';
import { userEndpoints } from '@portal/api/endpoints/user';
import { toApiError } from '@portal/api/errors';
import { SMS_RESEND_SECONDS } from '@portal/api/rules/user';
import { useEffect, useRef, useState } from 'react';

/**
 * Sends the SMS code and runs the countdown (60 s, the server's resend interval). `send` answers null on success, or the server's
 * message (rate limit, bad mobile...) on failure.
 */
export function useSmsCode(scene: 'login' | 'register') {
  const [remaining, setRemaining] = useState(0);
  const [sending, setSending] = useState(false);
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
    setSending(true);
    try {
      await call(userEndpoints.sendSms, { mobile, scene });
      if (mounted.current) setRemaining(SMS_RESEND_SECONDS);
      return null;
    } catch (error) {
      return toApiError(error).message;
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  return { send, remaining, sending, waiting: remaining > 0 };
}
