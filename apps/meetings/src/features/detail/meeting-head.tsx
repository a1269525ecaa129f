import type { MeetingDetail } from '@portal/api/contract/meetings';
import { meetingCollectCountQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import type { ReactNode } from 'react';
import { MeetingStateBadge } from '../../components/meeting-state-badge';
import { messages } from '../../messages';

const t = messages.detail;

/** The title block: cover, name, state, dates and place, views and collects, price and buy. */
export function MeetingHead({
  meeting,
  pv,
  purchase,
}: {
  meeting: MeetingDetail;
  pv: number | undefined;
  /** buying a paid meeting, and its invoice (the purchase feature's, placed by the app layer) */
  purchase?: ReactNode;
}) {
  const collects = useQuery(meetingCollectCountQuery(meeting.id));
  return (
    <section
      aria-label={meeting.meetingName}
      className="flex flex-col gap-5 rounded-lg bg-white p-5 md:flex-row"
    >
      <div className="relative w-full shrink-0 overflow-hidden rounded-md bg-surface md:w-[360px]">
        <img
          src={meeting.titlePic || meeting.appMainPic}
          alt=""
          width={360}
          height={203}
          className="aspect-video w-full object-cover"
        />
        <MeetingStateBadge meeting={meeting} className="absolute left-2 top-2" />
      </div>
      <div className="min-w-0 flex-1">
        <h1 className="text-xl font-semibold leading-8 text-ink">{meeting.meetingName}</h1>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
          <dt className="text-ink-mute">{t.date}</dt>
          <dd className="text-ink-soft">{meeting.meetingDateStr}</dd>
          <dt className="text-ink-mute">{t.city}</dt>
          <dd className="text-ink-soft">
            {[meeting.province, meeting.city].filter((x, i, a) => x && a.indexOf(x) === i).join(' ')}
          </dd>
          {meeting.series ? (
            <>
              <dt className="text-ink-mute">{t.series}</dt>
              <dd className="text-ink-soft">{meeting.series.name}</dd>
            </>
          ) : null}
          {meeting.brand ? (
            <>
              <dt className="text-ink-mute">{t.host}</dt>
              <dd>
                <a
                  href={`/bms/classify/-/brand-details/${meeting.brand.id}`}
                  target="_blank"
                  rel="noopener"
                  className="text-brand hover:underline"
                >
                  {meeting.brand.name}
                </a>
              </dd>
            </>
          ) : null}
        </dl>
        {meeting.tags.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {meeting.tags.map((tag) => (
              <li key={tag.id} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs text-brand">
                {tag.name}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="mt-3 flex gap-4 text-sm text-ink-mute">
          <span>
            {t.views} {pv ?? meeting.showViews}
          </span>
          <span>
            {t.collects} {collects.data?.count ?? '—'}
          </span>
        </p>
        <div className="mt-4 flex items-center gap-3">
          {meeting.price === null ? (
            <span className="text-sm text-green-700">{t.free}</span>
          ) : (
            <>
              <span className="text-xl font-semibold text-red-600">{t.price(meeting.price)}</span>
              {purchase}
            </>
          )}
        </div>
      </div>
    </section>
  );
}
