/**
 * Moments as Beijing wall-clock time (UTC+8), whatever the reader's zone: the portal's days,
 * times and points caps are Beijing's, as the server counts them. China keeps no daylight saving
 * (none since 1991), so a fixed offset is exact for every moment the portal stores, and no `Intl`
 * formatter needs building on a page's first load. The one copy for the apps, the packages and
 * the server.
 */

const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

const two = (n: number) => String(n).padStart(2, '0');

/** A moment's Beijing calendar fields, zero-padded: `{ year: '2026', month: '11', day: '05', hour: '09', minute: '05' }`. */
export interface BeijingParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

export function beijingParts(ms: number): BeijingParts {
  const d = new Date(ms + OFFSET_MS);
  return {
    year: String(d.getUTCFullYear()),
    month: two(d.getUTCMonth() + 1),
    day: two(d.getUTCDate()),
    hour: two(d.getUTCHours()),
    minute: two(d.getUTCMinutes()),
  };
}

/** '2026-11-26': the Beijing day of a moment */
export function beijingDate(ms: number): string {
  const p = beijingParts(ms);
  return `${p.year}-${p.month}-${p.day}`;
}

/** '2026-11-26 09:05' */
export function beijingDateTime(ms: number): string {
  const p = beijingParts(ms);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** '09:05' */
export function beijingClock(ms: number): string {
  const p = beijingParts(ms);
  return `${p.hour}:${p.minute}`;
}

/** 00:00 Beijing time of a Beijing day, given as its number (`beijingDayNumber`) or as 'YYYY-MM-DD' */
export function beijingDayStart(day: number | string): number {
  const n = typeof day === 'number' ? day : Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  return n * DAY_MS - OFFSET_MS;
}

/** The Beijing calendar day as a number (days since 1970-01-01 in Beijing): what a per-day cap counts in. */
export function beijingDayNumber(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS);
}
