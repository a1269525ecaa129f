/** Spec 4 and 9: a visitor reads at most 3 distinct articles a day; the 4th is hidden. */
export const DAILY_FREE_READS = 3;
export const DAILY_READS_KEY = 'portal:dailyReads';

interface DailyReads {
  date: string;
  ids: string[];
}

function readState(storage: Storage, today: string): DailyReads {
  try {
    const parsed = JSON.parse(storage.getItem(DAILY_READS_KEY) ?? 'null') as Partial<DailyReads> | null;
    if (parsed && parsed.date === today && Array.isArray(parsed.ids)) {
      return { date: today, ids: parsed.ids.filter((id): id is string => typeof id === 'string') };
    }
  } catch {
    // a damaged counter starts the day afresh
  }
  return { date: today, ids: [] };
}

/**
 * Counts a visitor's read of `articleKey` today and says whether it may be shown. Reading the same
 * article again does not count twice; a new day starts from zero.
 */
export function recordVisitorRead(storage: Storage, articleKey: string, today: string): boolean {
  const state = readState(storage, today);
  if (state.ids.includes(articleKey)) return true;
  if (state.ids.length >= DAILY_FREE_READS) return false;
  state.ids.push(articleKey);
  try {
    storage.setItem(DAILY_READS_KEY, JSON.stringify(state));
  } catch {
    // storage full or disabled: let the reader through rather than block everything
  }
  return true;
}

/** The local calendar day, as the counter keys it. */
export function localDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
