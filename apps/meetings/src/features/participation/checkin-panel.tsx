import type { CheckinInfo } from '@portal/api/contract/meeting-participation';
import { CHECKIN_QR_PATH } from '@portal/api/endpoints/meeting-participation';
import { checkinInfoQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { QueryView, Section } from '../../components/section';
import { messages } from '../../messages';
import { CheckinForm } from './checkin-form';

const t = messages.participation;

/** the reader's own check-in QR code (the server knows whose by the session) */
export const checkinQrSrc = (meetingId: number) => `${CHECKIN_QR_PATH}?meetingId=${meetingId}`;

/** Check-in: the meeting's fields to fill, then the reader's QR code to show at the door. */
export function CheckinPanel({ meetingId }: { meetingId: number }) {
  const query = useQuery(checkinInfoQuery(meetingId));
  return (
    <Section title={t.checkin}>
      <QueryView query={query}>
        {(checkin) =>
          checkin.checkedIn ? (
            <CheckedIn meetingId={meetingId} checkin={checkin} />
          ) : (
            <CheckinForm meetingId={meetingId} fields={checkin.fields} />
          )
        }
      </QueryView>
    </Section>
  );
}

function CheckedIn({ meetingId, checkin }: { meetingId: number; checkin: CheckinInfo }) {
  return (
    <div className="text-center">
      <p className="text-sm font-medium text-green-700">{t.checkedIn}</p>
      <img
        src={checkinQrSrc(meetingId)}
        alt={t.qrAlt}
        width={180}
        height={180}
        className="mx-auto mt-3 h-[180px] w-[180px] rounded-md border border-line"
      />
      <p className="mt-2 text-xs text-ink-mute">{t.qrNote}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-left text-sm">
        {checkin.fields.map((field) => (
          <div key={field.code} className="contents">
            <dt className="text-ink-mute">{field.label}</dt>
            <dd className="break-all text-ink-soft">{checkin.info?.[field.code] ?? ''}</dd>
          </div>
        ))}
        {checkin.checkinCode ? (
          <>
            <dt className="text-ink-mute">{t.checkinCode}</dt>
            <dd className="font-mono text-ink-soft">{checkin.checkinCode}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
