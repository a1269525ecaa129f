import dayjs from 'dayjs';
import { DayPicker } from 'react-day-picker';
import { zhCN } from 'react-day-picker/locale';
import { messages } from '../../messages';

const t = messages.calendar;
const DATE = 'YYYY-MM-DD';

export interface MonthGridProps {
  month: Date;
  onMonthChange: (month: Date) => void;
  /** the chosen Beijing date 'YYYY-MM-DD' */
  selected: string;
  onSelect: (date: string) => void;
  /** meetings per Beijing date of the month */
  marked: ReadonlyMap<string, number>;
}

/**
 * The month of the meeting calendar (react-day-picker): days with meetings marked and named with
 * their count for assistive technology. Six weeks always, so its height never changes.
 */
export default function MonthGrid({ month, onMonthChange, selected, onSelect, marked }: MonthGridProps) {
  return (
    <DayPicker
      mode="single"
      locale={zhCN}
      fixedWeeks
      month={month}
      onMonthChange={onMonthChange}
      selected={dayjs(selected).toDate()}
      onSelect={(date) => date && onSelect(dayjs(date).format(DATE))}
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
  );
}
