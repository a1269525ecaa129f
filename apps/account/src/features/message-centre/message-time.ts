const BEIJING_MS = 8 * 3_600_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** A message's time in Beijing time: `HH:mm` today, `MM-DD HH:mm` this year, else `YYYY-MM-DD`. */
export function messageTime(at: number, now: number = Date.now()): string {
  const d = new Date(at + BEIJING_MS);
  const n = new Date(now + BEIJING_MS);
  const hm = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  const md = `${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  if (d.getUTCFullYear() !== n.getUTCFullYear()) return `${d.getUTCFullYear()}-${md}`;
  if (d.getUTCMonth() === n.getUTCMonth() && d.getUTCDate() === n.getUTCDate()) return hm;
  return `${md} ${hm}`;
}
