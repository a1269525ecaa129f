/** localStorage key of the header box's search history (spec 9: 10 unique entries, newest first). */
export const SEARCH_HISTORY_KEY = 'portal:searchHistory';
export const SEARCH_HISTORY_LIMIT = 10;

/** A local search history entry holds a name (spec 3). */
interface HistoryEntry {
  name: string;
}

function isEntry(value: unknown): value is HistoryEntry {
  return typeof value === 'object' && value !== null && typeof (value as HistoryEntry).name === 'string';
}

/** The keywords searched before, newest first; [] when storage is unavailable or holds junk. */
export function readSearchHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isEntry)
      .map((e) => e.name.trim())
      .filter(Boolean)
      .slice(0, SEARCH_HISTORY_LIMIT);
  } catch {
    return [];
  }
}

function write(names: string[]): void {
  try {
    localStorage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(names.map((name) => ({ name }))));
  } catch {
    // private mode or full storage: the search still happens, only the history is not kept
  }
}

/** Puts `keywords` first; an earlier copy moves up rather than repeating; the oldest beyond 10 go. */
export function addToSearchHistory(keywords: string): string[] {
  const name = keywords.trim();
  if (!name) return readSearchHistory();
  const next = [name, ...readSearchHistory().filter((n) => n !== name)].slice(0, SEARCH_HISTORY_LIMIT);
  write(next);
  return next;
}

export function clearSearchHistory(): void {
  try {
    localStorage.removeItem(SEARCH_HISTORY_KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
