/**
 * A small seeded PRNG (mulberry32). The seed data must be identical on every run and every
 * machine, so nothing in the generator may touch Math.random or the clock.
 */
export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max). */
  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; entries are [value, weight] with weight >= 0. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** A new array in random order (Fisher-Yates); the input is left alone. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const tmp = out[i] as T;
      out[i] = out[j] as T;
      out[j] = tmp;
    }
    return out;
  }

  /** Up to n distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, n));
  }

  /**
   * A heavy-tailed integer in [min, max]: most values sit near min, a few reach max. Real
   * view counts and follower counts look like this, not uniform.
   */
  skewed(min: number, max: number, exponent = 3): number {
    return min + Math.floor(this.next() ** exponent * (max - min + 1));
  }

  /** An approximately normal value (sum of uniforms), clamped to [min, max]. */
  normal(mean: number, sd: number, min = -Infinity, max = Infinity): number {
    const z = this.next() + this.next() + this.next() + this.next() + this.next() + this.next() - 3;
    return Math.min(max, Math.max(min, mean + z * sd * Math.SQRT2));
  }

  /** An independent generator derived from this one, so adding draws in one place leaves other streams alone. */
  fork(label: string): Rng {
    return new Rng(hashString(label) ^ Math.floor(this.next() * 4294967296));
  }
}

/** 32-bit FNV-1a of a string; stable across platforms. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRng(seed: number | string): Rng {
  return new Rng(typeof seed === 'string' ? hashString(seed) : seed);
}

/** up to n distinct items other than `except`, without shuffling the whole list each time */
export function pickDistinct<T>(r: Rng, items: readonly T[], n: number, except?: T): T[] {
  const want = Math.min(n, items.length - (except === undefined ? 0 : 1));
  if (want * 3 >= items.length)
    return r.sample(
      items.filter((i) => i !== except),
      want,
    );
  const picked = new Set<T>();
  while (picked.size < want) {
    const item = r.pick(items);
    if (item !== except) picked.add(item);
  }
  return [...picked];
}

const DAY = 86_400_000;

/** a moment between `min` and `max` whole days before `now`, at a random time of that day */
export const daysAgo = (r: Rng, now: number, min: number, max: number) =>
  now - r.int(min, max) * DAY - r.int(0, DAY - 1);

/**
 * A moment after `start` by less than `span` and never after `now`, in one draw whatever the
 * bounds (so a stream draws the same count however recent `start` is). Something that follows an
 * item (a comment, a rating, a subscription) cannot be dated after the moment the seed is as of.
 */
export const within = (r: Rng, start: number, span: number, now: number) =>
  Math.min(now, start + Math.floor(r.next() * Math.max(0, Math.min(span, now - start))));
