/**
 * A small in-process cache of read results with a time-to-live and a size cap (oldest out
 * first). Lists that every visitor reads alike (news pages, the subspecialty tree) are served
 * from it; a write that changes them calls `clear()`, and the TTL bounds staleness of counters
 * changed elsewhere (another server instance, view counts).
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly pending = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now = () => Date.now(),
  ) {}

  /** the cached value, or `load()`'s, shared by concurrent callers of the same key */
  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const loading = load()
      .then((value) => {
        this.entries.delete(key);
        this.entries.set(key, { value, expires: this.now() + this.ttlMs });
        if (this.entries.size > this.maxEntries)
          this.entries.delete(this.entries.keys().next().value as string);
        return value;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    return loading;
  }

  clear(): void {
    this.entries.clear();
  }
}
