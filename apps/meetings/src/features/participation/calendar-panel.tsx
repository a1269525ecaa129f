import { meetingIcsPath } from '@portal/api/rules/meeting-calendar';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { useHost } from '@portal/shared-ui/host';
import { lazy, Suspense, useState } from 'react';
import { Section } from '../../components/section';
import { messages } from '../../messages';

const t = messages.participation;

// the feed's address is shown on request only: its code loads then
const CalendarFeedBox = lazy(() => import('./calendar-feed').then((m) => ({ default: m.CalendarFeedBox })));

/**
 * The meeting in one's calendar: its programme as an .ics download (anyone), and the signed-in
 * user's own feed of starred agenda items to subscribe to (shown on request: the address is secret).
 */
export function CalendarPanel({ meetingId }: { meetingId: number }) {
  const host = useHost();
  const signedIn = useSessionUser() !== null;
  const [showFeed, setShowFeed] = useState(false);
  return (
    <Section title={t.calendar}>
      <a
        href={meetingIcsPath(meetingId)}
        download
        className="inline-flex h-9 items-center rounded-md border border-brand px-4 text-sm font-medium text-brand hover:bg-brand-50"
      >
        {t.downloadIcs}
      </a>
      <p className="mt-1 text-xs text-ink-mute">{t.downloadNote}</p>
      <div className="mt-4 border-t border-line pt-3">
        {signedIn && showFeed ? (
          <Suspense fallback={null}>
            <CalendarFeedBox />
          </Suspense>
        ) : (
          <Button
            variant="text"
            size="sm"
            onClick={() => {
              if (host.requireLogin()) setShowFeed(true);
            }}
          >
            {t.subscribe}
          </Button>
        )}
      </div>
    </Section>
  );
}
