import type { MeetingDetail } from '@portal/api/contract/meetings';
import { meetingCmeQuery } from '@portal/api/queries/cme';
import { useQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { cmeMessages as t } from '../../cme-messages';
import { QueryView, Section } from '../../components/section';
import { CertificateCard } from './certificate-card';
import { ClaimButton } from './claim-button';

/**
 * A meeting's CME certificate, in the meeting page's side column for a signed-in reader of a
 * meeting with check-in: check-in, the watch time the player's beats earned against the 60 % asked,
 * the claim, and the certificate once issued.
 */
export function MeetingCertificatePanel({ meeting }: { meeting: MeetingDetail }) {
  const user = useSessionUser();
  const query = useQuery({ ...meetingCmeQuery(meeting.id, user?.id ?? null), enabled: user !== null });
  if (!user || meeting.checkinFields.length === 0 || meeting.meetingLiveStatus === 'NL') return null;
  return (
    <Section title={t.panelTitle}>
      <QueryView query={query} lines={4}>
        {(s) => (
          <div className="space-y-3 text-sm">
            <p className="font-medium text-amber-700">{t.hours(s.hours)}</p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-ink-mute">{t.meetingCheckin}</dt>
              <dd className={s.checkedIn ? 'text-green-700' : 'text-ink-soft'}>
                {s.checkedIn ? `✓ ${t.checkedIn}` : t.notCheckedIn}
              </dd>
              <dt className="text-ink-mute">{t.watchTime}</dt>
              <dd className="tabular-nums text-ink-soft">
                {t.watched(Math.floor(s.watchedSeconds / 60), Math.ceil(s.requiredSeconds / 60))}
              </dd>
            </dl>
            <span
              role="progressbar"
              aria-label={t.watchTime}
              aria-valuemin={0}
              aria-valuemax={s.requiredSeconds}
              aria-valuenow={Math.min(s.watchedSeconds, s.requiredSeconds)}
              className="block h-1.5 w-full overflow-hidden rounded bg-line"
            >
              <span
                className="block h-full bg-brand"
                style={{
                  width: `${s.requiredSeconds > 0 ? Math.min(100, (s.watchedSeconds * 100) / s.requiredSeconds) : 0}%`,
                }}
              />
            </span>
            <p className="text-xs text-ink-mute">{t.watchNote}</p>
            {s.certificate ? (
              <CertificateCard certificate={s.certificate} />
            ) : s.canClaim ? (
              <ClaimButton kind="meeting" activityId={s.meetingId} />
            ) : s.blocker ? (
              <p className="rounded bg-surface px-3 py-2 text-ink-mute">{s.blocker}</p>
            ) : null}
          </div>
        )}
      </QueryView>
    </Section>
  );
}
