import { sendSmsCode } from '@portal/api/calls/user';
import { toApiError } from '@portal/api/errors';
import { useEffect, useRef, useState } from 'react';

/** Seconds before another code may be asked for. */
export const RESEND_SECONDS = 60;

/**
 * Sends the SMS code and runs the 60 s countdown. `send` answers null on success, or the server's
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
      await sendSmsCode({ mobile, scene });
      if (mounted.current) setRemaining(RESEND_SECONDS);
      return null;
    } catch (error) {
      return toApiError(error).message;
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  return { send, remaining, sending, waiting: remaining > 0 };
}
