import type { CalendarFeed } from '@portal/api/contract/meeting-calendar';
import { resetFeedWrite } from '@portal/api/mutations/meetings';
import { calendarFeedQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { useId, useState } from 'react';
import { QueryView } from '../../components/section';
import { messages } from '../../messages';

const t = messages.participation;

/** The signed-in user's feed address: copy it, open it in a calendar app (webcal:), or replace it. */
export function CalendarFeedBox() {
  const query = useQuery(calendarFeedQuery());
  return (
    <div>
      <h3 className="text-sm font-medium text-ink">{t.subscribe}</h3>
      <p className="mt-1 text-xs text-ink-mute">{t.subscribeNote}</p>
      <div className="mt-2">
        <QueryView query={query} lines={2}>
          {(feed) => <FeedAddress feed={feed} />}
        </QueryView>
      </div>
    </div>
  );
}

function FeedAddress({ feed }: { feed: CalendarFeed }) {
  const host = useHost();
  const inputId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.url);
      host.toast(t.copied);
    } catch {
      host.toast(t.copyFailed);
    }
  };
  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="sr-only">
        {t.feedUrl}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          readOnly
          value={feed.url}
          onFocus={(event) => event.target.select()}
          className="h-8 min-w-0 flex-1 rounded-md border border-line bg-surface px-2 text-xs text-ink-soft"
        />
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          {t.copy}
        </Button>
      </div>
      <div className="flex items-center justify-between gap-2">
        <a href={feed.webcalUrl} className="text-sm text-brand hover:underline">
          {t.openWebcal}
        </a>
        <ResetFeed />
      </div>
    </div>
  );
}

function ResetFeed() {
  const [confirming, setConfirming] = useState(false);
  const send = useWrite(resetFeedWrite, {
    failedText: t.resetFailed,
    successText: () => t.resetSucceeded,
    onSuccess: () => setConfirming(false),
  });
  const sending = send.busy;
  const reset = () => send.run(undefined);

  return (
    <>
      <Button size="sm" variant="text" onClick={() => setConfirming(true)}>
        {t.resetFeed}
      </Button>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.resetConfirmTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
            <Button loading={sending} onClick={() => void reset()}>
              {t.resetOk}
            </Button>
          </>
        }
      >
        {t.resetConfirm}
      </Dialog>
    </>
  );
}
