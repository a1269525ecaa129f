import { beijingDate } from '@portal/api/beijing-time';
import type { MeetingCard as Meeting } from '@portal/api/contract/channel';
import { calendarMonthQuery, meetingsByDateQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { WhenIdle } from '@portal/shared-ui/when-idle';
import dayjs from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { MeetingCard, MeetingGridSkeleton } from '../../components/meeting-card';
import { QueryView, Section } from '../../components/section';
import { messages } from '../../messages';

const t = messages.calendar;

// the month grid (react-day-picker) comes after the meeting lists, in the page's first idle period
const MonthGrid = lazy(() => import(/* webpackChunkName: "month-grid" */ './month-grid'));
/** the chosen day's first meetings as placeholders while they load (two rows of two) */
const DAY_PLACEHOLDERS = 4;

/**
 * A month of meeting days (`v2/getCalendarDate` marks them) and the meetings of the chosen day
 * (`v2/getMeetingListByDate`). Days are Beijing dates, whatever the reader's zone.
 */
export function MeetingCalendar({
  specialityId,
  now = Date.now(),
}: {
  specialityId: number | undefined;
  now?: number;
}) {
  const today = beijingDate(now);
  const [month, setMonth] = useState(() => dayjs(today).startOf('month').toDate());
  const [selected, setSelected] = useState<string>(today);
  const monthKey = dayjs(month).format('YYYY-MM');
  const days = useQuery(calendarMonthQuery(monthKey, specialityId));
  const marked = useMemo(() => new Map((days.data?.list ?? []).map((d) => [d.date, d.count])), [days.data]);
  const dayMeetings = useQuery({
    ...meetingsByDateQuery(selected, specialityId),
    enabled: marked.has(selected),
  });

  return (
    <Section title={t.heading}>
      {/* the month grid's height (six weeks, fixedWeeks; taller rows on a phone): its place is kept while it loads */}
      <div className="min-h-[354px] md:min-h-[306px]">
        <WhenIdle>
          <Suspense fallback={null}>
            <MonthGrid
              month={month}
              onMonthChange={setMonth}
              selected={selected}
              onSelect={setSelected}
              marked={marked}
            />
          </Suspense>
        </WhenIdle>
      </div>
      <h3 className="mt-3 text-sm font-semibold text-ink">{t.dayMeetings(selected)}</h3>
      <div className="mt-2">
        {days.isPending ? (
          <MeetingGridSkeleton columns={2} count={DAY_PLACEHOLDERS} label={messages.common.loading} />
        ) : marked.has(selected) ? (
          <QueryView
            query={dayMeetings}
            isEmpty={(d) => d.list.length === 0}
            empty={t.noMeetings}
            loading={
              <MeetingGridSkeleton
                columns={2}
                count={Math.min(DAY_PLACEHOLDERS, marked.get(selected) ?? 1)}
                label={messages.common.loading}
              />
            }
          >
            {(data) => <DayMeetingList key={selected} meetings={data.list} />}
          </QueryView>
        ) : (
          <p className="py-3 text-sm text-ink-mute">{t.noMeetings}</p>
        )}
      </div>
    </Section>
  );
}

/** the chosen day's meetings: the first four, then all of them on request (the column stays short) */
function DayMeetingList({ meetings }: { meetings: readonly Meeting[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? meetings : meetings.slice(0, DAY_PLACEHOLDERS);
  return (
    <>
      <ul className="grid grid-cols-2 gap-3">
        {shown.map((m) => (
          <MeetingCard key={m.id} meeting={m} compact />
        ))}
      </ul>
      {meetings.length > shown.length ? (
        <button
          type="button"
          onClick={() => setAll(true)}
          className="mt-3 w-full rounded-md py-1.5 text-sm text-brand hover:bg-brand-50"
        >
          {t.showAll(meetings.length)}
        </button>
      ) : null}
    </>
  );
}
