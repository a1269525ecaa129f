import { calendarMonthQuery, meetingsByDateQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { zhCN } from 'react-day-picker/locale';
import { beijing } from '../../components/beijing-time';
import { MeetingCard } from '../../components/meeting-card';
import { QueryView, Section } from '../../components/section';
import { messages } from '../../messages';

const t = messages.calendar;
const DATE = 'YYYY-MM-DD';

const beijingDate = (ms: number) => beijing(ms, DATE);

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
      <DayPicker
        mode="single"
        locale={zhCN}
        month={month}
        onMonthChange={setMonth}
        selected={dayjs(selected).toDate()}
        onSelect={(date) => date && setSelected(dayjs(date).format(DATE))}
        modifiers={{ hasMeetings: (date) => marked.has(dayjs(date).format(DATE)) }}
        modifiersClassNames={{ hasMeetings: 'meeting-day' }}
        labels={{
          labelDayButton: (date, modifiers) => {
            const n = marked.get(dayjs(date).format(DATE));
            const base = dayjs(date).format('M月D日');
            return n ? `${base}，${t.hasMeetings(n)}${modifiers.selected ? '，已选择' : ''}` : base;
          },
        }}
        className="meeting-calendar"
      />
      <h3 className="mt-3 text-sm font-semibold text-ink">{t.dayMeetings(selected)}</h3>
      <div className="mt-2">
        {marked.has(selected) ? (
          <QueryView query={dayMeetings} isEmpty={(d) => d.list.length === 0} empty={t.noMeetings} lines={2}>
            {(data) => (
              <ul className="grid grid-cols-2 gap-3">
                {data.list.map((m) => (
                  <MeetingCard key={m.id} meeting={m} compact />
                ))}
              </ul>
            )}
          </QueryView>
        ) : (
          <p className="py-3 text-sm text-ink-mute">
            {days.isPending ? messages.common.loading : t.noMeetings}
          </p>
        )}
      </div>
    </Section>
  );
}
