/**
 * A per-key counter over fixed windows, in process memory. Used where a slightly generous limit
 * across several server instances is acceptable (sign-in tries per IP); SMS sending, which
 * costs money, is limited from the database instead.
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now = () => Date.now(),
  ) {}

  /** true when the call is allowed (and counted) */
  take(key: string): boolean {
    const t = this.now();
    const current = this.windows.get(key);
    if (!current || t - current.start >= this.windowMs) {
      if (this.windows.size > 50_000) this.prune(t);
      this.windows.set(key, { start: t, count: 1 });
      return true;
    }
    if (current.count >= this.limit) return false;
    current.count += 1;
    return true;
  }

  private prune(t: number): void {
    for (const [key, w] of this.windows) if (t - w.start >= this.windowMs) this.windows.delete(key);
  }
}
