import { beijingDateTime } from '@portal/api/beijing-time';
import { checkinVerificationQuery } from '@portal/api/queries/meetings';
import { CHECKIN_CODE_PATTERN } from '@portal/api/rules/meetings';
import { useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useEffect } from 'react';
import { messages } from '../../messages';

const t = messages.checkinVerify;
const CODE = new RegExp(CHECKIN_CODE_PATTERN);

/**
 * `/meeting/checkin/verify?code=`: what a check-in QR code opens on the door staff's phone. It
 * shows whether the code is valid, for which meeting, the attendee's masked name (to compare with
 * their identity card) and when they checked in; the server shows nothing more to a code's holder.
 */
export function CheckinVerifyPage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const wellFormed = CODE.test(code);
  const query = useQuery({ ...checkinVerificationQuery(code), enabled: wellFormed });
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);

  return (
    <main className="mx-auto max-w-md px-4 py-10">
      <section aria-label={t.heading} className="rounded-lg bg-white p-6 text-center">
        <h1 className="text-lg font-semibold text-ink">{t.heading}</h1>
        {wellFormed && query.isPending ? (
          <Skeleton lines={4} className="mt-6" label={messages.common.loading} />
        ) : query.data ? (
          <>
            <p className="mt-6 flex flex-col items-center gap-2 text-green-700" role="status">
              <span
                aria-hidden="true"
                className="flex h-14 w-14 items-center justify-center rounded-full bg-green-50 text-3xl"
              >
                ✓
              </span>
              <span className="text-xl font-semibold">{t.valid}</span>
            </p>
            <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-left text-sm">
              <dt className="text-ink-mute">{t.attendee}</dt>
              <dd className="text-lg font-medium text-ink">{query.data.attendee}</dd>
              <dt className="text-ink-mute">{t.meeting}</dt>
              <dd className="text-ink-soft">{query.data.meetingName}</dd>
              <dt className="text-ink-mute">{t.date}</dt>
              <dd className="text-ink-soft">{query.data.meetingDateStr}</dd>
              <dt className="text-ink-mute">{t.checkedInAt}</dt>
              <dd className="tabular-nums text-ink-soft">{beijingDateTime(query.data.checkedInAt)}</dd>
            </dl>
            <a
              href={`/meeting/detail?id=${query.data.meetingId}`}
              className="mt-6 inline-block text-sm text-brand hover:underline"
            >
              {t.openMeeting}
            </a>
          </>
        ) : (
          <div className="mt-6" role="alert">
            <p className="text-xl font-semibold text-red-600">
              {wellFormed && (query.error as { code?: number } | null)?.code !== 404
                ? messages.common.loadFailed
                : t.invalid}
            </p>
            <p className="mt-2 text-sm text-ink-mute">{t.invalidNote}</p>
          </div>
        )}
      </section>
    </main>
  );
}
