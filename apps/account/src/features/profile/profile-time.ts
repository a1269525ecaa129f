/** a moment as the profile shows it: Beijing's date (and time when asked) */
const DATE = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function profileTime(ms: number, withTime = false): string {
  const p: Record<string, string> = {};
  for (const part of DATE.formatToParts(ms)) p[part.type] = part.value;
  const date = `${p.year}-${p.month}-${p.day}`;
  return withTime ? `${date} ${p.hour}:${p.minute}` : date;
}
