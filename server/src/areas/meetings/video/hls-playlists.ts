/**
 * HLS media playlists (RFC 8216) over one fixed set of pre-made MPEG-TS segments
 * (server/assets/hls/lecture, made once by make-segments.sh): a recorded talk is a VOD playlist that
 * may repeat the set, a live meeting a sliding window over the set looped forever since the meeting
 * started. Pure functions: the caller reads the segment list, gives the clock and maps each URI to a
 * file (with segmentOfSequence), so everything here is testable without files or timers.
 */

/** One media segment: its file name and its exact duration in seconds (the EXTINF of ffmpeg's playlist). */
export type Segment = { file: string; duration: number };

export type VodOptions = {
  /** The URI of the i-th segment of the (repeated) sequence, 0-based; i % segments.length is its file. */
  uri: (index: number) => string;
  /** How many times the whole list plays, so 60 s of media can make a 40-minute talk; 1 by default. */
  loops?: number;
  /**
   * How many segments the playlist lists in all (the last loop cut short), so it ends with the talk
   * (segmentsCovering); `loops` whole loops by default.
   */
  count?: number;
};

export type LiveOptions = {
  /** When the live meeting started (epoch ms): sequence 0 starts then. */
  startedAt: number;
  /** The clock (epoch ms). */
  now: number;
  /** How many of the last elapsed segments are listed; 6 by default (RFC 8216 wants >= 3 target durations). */
  window?: number;
  /** The URI of the segment with this media sequence number; sequence % segments.length is its file. */
  uri: (sequence: number) => string;
};

const DEFAULT_WINDOW = 6;

/**
 * The durations in integer milliseconds, so that the live clock arithmetic has no floating-point drift
 * (4.0 + 4.0 + ... summed over hours of loops, compared with now - startedAt); 1 ms is also finer than
 * the 3 decimals written in EXTINF.
 */
function durationsMs(segments: readonly Segment[]): number[] {
  if (segments.length === 0) throw new RangeError('an HLS playlist needs at least one segment');
  return segments.map((s) => {
    const ms = Math.round(s.duration * 1000);
    if (!Number.isFinite(ms) || ms <= 0) throw new RangeError(`segment ${s.file} has no positive duration`);
    return ms;
  });
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`${name} must be a positive integer, not ${value}`);
  return value;
}

function nonNegativeInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 0)
    throw new RangeError(`${name} must be an integer >= 0, not ${value}`);
  return value;
}

/** EXTINF with 3 decimals: exact for durations in whole milliseconds, and what players expect. */
function extinf(ms: number): string {
  return `#EXTINF:${(ms / 1000).toFixed(3)},`;
}

/**
 * The header both kinds share. TARGETDURATION is the ceiling of the longest segment (RFC 8216 4.3.3.1:
 * every EXTINF rounded to the nearest integer must be <= it), taken over the whole set so a live
 * playlist never changes it between refreshes (which the RFC forbids).
 */
function header(ms: readonly number[]): string[] {
  return ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...ms) / 1000)}`];
}

/**
 * A complete VOD playlist: the segments `loops` times in a row. The timestamps inside the files start
 * again at every loop, so an EXT-X-DISCONTINUITY between loops tells the player to reset its timeline
 * instead of stalling on time going backwards.
 */
export function vodPlaylist(segments: readonly Segment[], options: VodOptions): string {
  const ms = durationsMs(segments);
  const count =
    options.count === undefined
      ? positiveInteger(options.loops ?? 1, 'loops') * ms.length
      : positiveInteger(options.count, 'count');
  const lines = [...header(ms), '#EXT-X-MEDIA-SEQUENCE:0', '#EXT-X-PLAYLIST-TYPE:VOD'];
  for (let i = 0; i < count; i++) {
    if (i > 0 && i % ms.length === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(extinf(ms[i % ms.length]!), options.uri(i));
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/**
 * How many segments of the looped set it takes to play `lengthMs`: the last one the talk's end falls
 * in (at least one), so a lecture of 30:24 made of 4-second segments lists 456 of them and ends at
 * 30:24, not at the end of its last whole loop.
 */
export function segmentsCovering(segments: readonly Segment[], lengthMs: number): number {
  const ms = durationsMs(segments);
  const loopMs = ms.reduce((sum, d) => sum + d, 0);
  const whole = Math.max(0, Math.floor(lengthMs / loopMs));
  let count = whole * ms.length;
  let left = lengthMs - whole * loopMs;
  for (let i = 0; left > 0; i++) {
    left -= ms[i]!;
    count++;
  }
  return Math.max(1, count);
}

/** The segment (file and duration) played as this media sequence number or VOD index: they loop. */
export function segmentOfSequence(segments: readonly Segment[], sequence: number): Segment {
  if (segments.length === 0) throw new RangeError('no segments');
  return segments[nonNegativeInteger(sequence, 'sequence') % segments.length]!;
}

/** Seconds after the start (startedAt, or the start of a VOD) at which this sequence number starts playing. */
export function mediaTimeOf(segments: readonly Segment[], sequence: number): number {
  const ms = durationsMs(segments);
  nonNegativeInteger(sequence, 'sequence');
  const loopMs = ms.reduce((a, b) => a + b, 0);
  const index = sequence % ms.length;
  let t = Math.floor(sequence / ms.length) * loopMs;
  for (let i = 0; i < index; i++) t += ms[i]!;
  return t / 1000;
}

/**
 * How many segments have fully elapsed `elapsedMs` after the start, i.e. the sequence number of the
 * segment still "being recorded" then. Whole loops are counted by division, so the cost does not grow
 * with the age of the meeting.
 */
function elapsedSegments(ms: readonly number[], elapsedMs: number): number {
  if (!(elapsedMs > 0)) return 0; // before the start (or a clock skew): nothing is out yet
  const loopMs = ms.reduce((a, b) => a + b, 0);
  const loops = Math.floor(elapsedMs / loopMs);
  let rest = elapsedMs - loops * loopMs;
  let count = loops * ms.length;
  for (const d of ms) {
    if (rest < d) break;
    rest -= d;
    count++;
  }
  return count;
}

/**
 * The live edge at `now`: the sequence number of the first segment not yet fully elapsed, which is
 * also the number of segments a live playlist could list then. 0 before the first segment is complete.
 */
export function liveSequenceAt(segments: readonly Segment[], startedAt: number, now: number): number {
  return elapsedSegments(durationsMs(segments), now - startedAt);
}

/**
 * A sliding live playlist (no ENDLIST, no PLAYLIST-TYPE) at `now`: the last `window` fully elapsed
 * segments of the set looped forever since `startedAt`. Only elapsed segments are listed, as a live
 * encoder only publishes finished ones, so a viewer who joins late starts at the live edge (hls.js
 * starts 3 target durations from the end) and everyone sees the same media at the same moment.
 *
 * Sequence s is segment s % n (n = segments.length), in loop floor(s / n). Each loop restarts the
 * files' timestamps, so a segment that starts a loop (s % n === 0, s > 0) carries EXT-X-DISCONTINUITY,
 * and EXT-X-DISCONTINUITY-SEQUENCE counts the wraps before the first listed segment: a segment's
 * discontinuity number is then always its loop number, whatever window it is seen in, which is what
 * the RFC (6.2.2) asks when tags slide out of the top. Before the first segment has elapsed only the
 * header is written; players reload the playlist until segments appear.
 */
export function livePlaylist(segments: readonly Segment[], options: LiveOptions): string {
  const ms = durationsMs(segments);
  const n = ms.length;
  const window = positiveInteger(options.window ?? DEFAULT_WINDOW, 'window');
  const end = elapsedSegments(ms, options.now - options.startedAt);
  const first = Math.max(0, end - window);
  const wrapsBefore = first === 0 ? 0 : Math.floor((first - 1) / n);
  const lines = [
    ...header(ms),
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${wrapsBefore}`,
  ];
  for (let s = first; s < end; s++) {
    if (s > 0 && s % n === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(extinf(ms[s % n]!), options.uri(s));
  }
  return `${lines.join('\n')}\n`;
}
