/**
 * Moments as Beijing wall-clock time, whatever the reader's zone: meeting days and talk times are
 * Beijing's (the server counts calendar days the same way). The platform's Intl does the zone; the
 * few formats the meeting pages show need no date library on the page.
 */
const PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export type BeijingFormat = 'HH:mm' | 'YYYY-MM-DD' | 'YYYY-MM-DD HH:mm';

export function beijing(ms: number, format: BeijingFormat): string {
  const p: Record<string, string> = {};
  for (const part of PARTS.formatToParts(ms)) p[part.type] = part.value;
  const date = `${p.year}-${p.month}-${p.day}`;
  const time = `${p.hour}:${p.minute}`;
  return format === 'HH:mm' ? time : format === 'YYYY-MM-DD' ? date : `${date} ${time}`;
}

/** a Beijing date 'YYYY-MM-DD' as the day tabs show it: 11月26日 */
export function dayLabel(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(month)}月${Number(date)}日`;
}
