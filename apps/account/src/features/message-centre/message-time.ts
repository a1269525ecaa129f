import { beijingClock, beijingParts } from '@portal/api/beijing-time';

/** A message's time in Beijing time: `HH:mm` today, `MM-DD HH:mm` this year, else `YYYY-MM-DD`. */
export function messageTime(at: number, now: number = Date.now()): string {
  const d = beijingParts(at);
  const n = beijingParts(now);
  const md = `${d.month}-${d.day}`;
  if (d.year !== n.year) return `${d.year}-${md}`;
  if (d.month === n.month && d.day === n.day) return beijingClock(at);
  return `${md} ${d.hour}:${d.minute}`;
}
