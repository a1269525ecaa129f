import { useSessionStatus } from '@portal/session/hooks';
import { requireLogin } from '@portal/session/require-login';
import { Button } from '@portal/shared-ui/button';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { type ReactNode, useMemo } from 'react';
import { messages } from '../../messages';
import { localDay, recordVisitorRead } from './daily-reads';

interface ReadingLimitGateProps {
  /** distinct per article across areas, e.g. `info:12`, `mp:34` */
  articleKey: string;
  children: ReactNode;
}

type Verdict = 'pending' | 'open' | 'limited';

/**
 * Shows the article body to signed-in readers, and to visitors within their daily free reads;
 * from a visitor's 4th distinct article of the day the body is replaced by a sign-in prompt
 * until they sign in (spec 4).
 */
export function ReadingLimitGate({ articleKey, children }: ReadingLimitGateProps) {
  const status = useSessionStatus();
  // decided while rendering, so the body never flashes before a limit applies; recording the
  // same article again is a no-op, so a repeated render cannot count twice
  const verdict = useMemo<Verdict>(() => {
    if (status === 'signedIn') return 'open';
    if (status !== 'signedOut') return 'pending';
    return recordVisitorRead(window.localStorage, articleKey, localDay()) ? 'open' : 'limited';
  }, [status, articleKey]);

  if (verdict === 'open') return <>{children}</>;
  if (verdict === 'pending') return <Skeleton lines={6} label={messages.readingLimit.checking} />;
  return (
    <section
      aria-label={messages.readingLimit.title}
      className="my-8 flex flex-col items-center gap-3 rounded-lg bg-brand-50 px-6 py-10 text-center"
    >
      <h2 className="text-lg font-semibold text-ink">{messages.readingLimit.title}</h2>
      <p className="text-sm text-ink-soft">{messages.readingLimit.hint}</p>
      <Button onClick={() => requireLogin()}>{messages.readingLimit.signIn}</Button>
    </section>
  );
}
