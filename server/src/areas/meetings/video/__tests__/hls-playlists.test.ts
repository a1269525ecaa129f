import fs from 'node:fs';
import path from 'node:path';
import {
  livePlaylist,
  liveSequenceAt,
  mediaTimeOf,
  type Segment,
  segmentOfSequence,
  segmentsCovering,
  vodPlaylist,
} from '../hls-playlists';

const three: Segment[] = [
  { file: 'a.ts', duration: 4 },
  { file: 'b.ts', duration: 4 },
  { file: 'c.ts', duration: 4 },
];
const START = 1_700_000_000_000;
const byFile = (segments: Segment[]) => (i: number) => `/v/${segmentOfSequence(segments, i).file}?i=${i}`;
const bySequence = (s: number) => `seg/${s}.ts`;

/** The lines of a playlist, without the final empty one. */
const lines = (playlist: string) => playlist.trimEnd().split('\n');
const extinfTotal = (playlist: string) =>
  lines(playlist)
    .filter((l) => l.startsWith('#EXTINF:'))
    .reduce((sum, l) => sum + Number(l.slice('#EXTINF:'.length, -1)), 0);

/** What hls.js does: a segment's discontinuity counter starts at DISCONTINUITY-SEQUENCE, +1 per tag. */
function parseLive(playlist: string): { sequence: number; cc: number; uri: string }[] {
  let sequence = 0;
  let cc = 0;
  const out: { sequence: number; cc: number; uri: string }[] = [];
  for (const line of lines(playlist)) {
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) sequence = Number(line.split(':')[1]);
    else if (line.startsWith('#EXT-X-DISCONTINUITY-SEQUENCE:')) cc = Number(line.split(':')[1]);
    else if (line === '#EXT-X-DISCONTINUITY') cc++;
    else if (!line.startsWith('#')) out.push({ sequence: sequence++, cc, uri: line });
  }
  return out;
}

describe('vodPlaylist', () => {
  it('writes a complete VOD playlist, the segments in order', () => {
    expect(vodPlaylist(three, { uri: byFile(three) })).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:4',
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXTINF:4.000,',
        '/v/a.ts?i=0',
        '#EXTINF:4.000,',
        '/v/b.ts?i=1',
        '#EXTINF:4.000,',
        '/v/c.ts?i=2',
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
    );
  });

  it('takes the ceiling of the longest segment as target duration and writes EXTINF with 3 decimals', () => {
    const uneven: Segment[] = [
      { file: 'x.ts', duration: 4 },
      { file: 'y.ts', duration: 4.2 },
      { file: 'z.ts', duration: 1.0005 },
    ];
    const playlist = vodPlaylist(uneven, { uri: (i) => `${i}.ts` });
    expect(lines(playlist)).toContain('#EXT-X-TARGETDURATION:5');
    expect(lines(playlist).filter((l) => l.startsWith('#EXTINF'))).toEqual([
      '#EXTINF:4.000,',
      '#EXTINF:4.200,',
      '#EXTINF:1.001,',
    ]);
    expect(extinfTotal(playlist)).toBeCloseTo(9.201, 6);
  });

  it('repeats the whole list `loops` times with a discontinuity between loops, indices running on', () => {
    const two = three.slice(0, 2);
    expect(vodPlaylist(two, { uri: byFile(two), loops: 3 })).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:4',
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXTINF:4.000,',
        '/v/a.ts?i=0',
        '#EXTINF:4.000,',
        '/v/b.ts?i=1',
        '#EXT-X-DISCONTINUITY',
        '#EXTINF:4.000,',
        '/v/a.ts?i=2',
        '#EXTINF:4.000,',
        '/v/b.ts?i=3',
        '#EXT-X-DISCONTINUITY',
        '#EXTINF:4.000,',
        '/v/a.ts?i=4',
        '#EXTINF:4.000,',
        '/v/b.ts?i=5',
        '#EXT-X-ENDLIST',
        '',
      ].join('\n'),
    );
  });

  it('makes a 40-minute talk of 60 s of media', () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => ({ file: `seg-${i}.ts`, duration: 4 }));
    const playlist = vodPlaylist(fifteen, { uri: (i) => `${i}.ts`, loops: 40 });
    expect(extinfTotal(playlist)).toBe(2400);
    expect(lines(playlist).filter((l) => l === '#EXT-X-DISCONTINUITY')).toHaveLength(39);
    expect(lines(playlist).at(-2)).toBe('599.ts');
    expect(lines(playlist).at(-1)).toBe('#EXT-X-ENDLIST');
  });

  it('refuses no segments, a non-positive duration or a bad loop count', () => {
    expect(() => vodPlaylist([], { uri: String })).toThrow(RangeError);
    expect(() => vodPlaylist([{ file: 'a.ts', duration: 0 }], { uri: String })).toThrow(RangeError);
    expect(() => vodPlaylist(three, { uri: String, loops: 0 })).toThrow(RangeError);
    expect(() => vodPlaylist(three, { uri: String, loops: 1.5 })).toThrow(RangeError);
  });
});

describe('a VOD playlist that ends with its talk', () => {
  it('counts the segments that cover a length: the one its end falls in, at least one', () => {
    expect(segmentsCovering(three, 12_000)).toBe(3);
    expect(segmentsCovering(three, 12_001)).toBe(4);
    expect(segmentsCovering(three, 25_000)).toBe(7);
    expect(segmentsCovering(three, 0)).toBe(1);
    // 30:24 of 4-second segments: 456, where whole loops of 15 would list 465 (31:00)
    const fifteen = Array.from({ length: 15 }, (_, i) => ({ file: `${i}.ts`, duration: 4 }));
    expect(segmentsCovering(fifteen, (30 * 60 + 24) * 1000)).toBe(456);
  });

  it('lists `count` segments, the last loop cut short, a discontinuity at each loop start', () => {
    const playlist = vodPlaylist(three, { count: 7, uri: bySequence });
    const uris = lines(playlist).filter((l) => !l.startsWith('#'));
    expect(uris).toEqual([
      'seg/0.ts',
      'seg/1.ts',
      'seg/2.ts',
      'seg/3.ts',
      'seg/4.ts',
      'seg/5.ts',
      'seg/6.ts',
    ]);
    expect(lines(playlist).filter((l) => l === '#EXT-X-DISCONTINUITY')).toHaveLength(2);
    expect(extinfTotal(playlist)).toBe(28);
    expect(lines(playlist).at(-1)).toBe('#EXT-X-ENDLIST');
    expect(() => vodPlaylist(three, { count: 0, uri: bySequence })).toThrow(RangeError);
  });
});

describe('livePlaylist', () => {
  const live = (elapsedMs: number, window?: number) =>
    livePlaylist(three, { startedAt: START, now: START + elapsedMs, window, uri: bySequence });
  const header = (sequence: number, discontinuity: number) => [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-TARGETDURATION:4',
    `#EXT-X-MEDIA-SEQUENCE:${sequence}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuity}`,
  ];

  it('lists nothing beyond the header before the first segment has elapsed, nor before the start', () => {
    const empty = `${header(0, 0).join('\n')}\n`;
    expect(live(0)).toBe(empty);
    expect(live(3_999)).toBe(empty);
    expect(live(-60_000)).toBe(empty);
  });

  it('lists a segment only once it has fully elapsed', () => {
    expect(live(4_000)).toBe(`${[...header(0, 0), '#EXTINF:4.000,', 'seg/0.ts'].join('\n')}\n`);
    expect(live(7_999)).toBe(live(4_000));
    expect(parseLive(live(8_000)).map((s) => s.uri)).toEqual(['seg/0.ts', 'seg/1.ts']);
  });

  it('slides its window with time, across a loop wrap, with the right sequence numbers', () => {
    // window 2 over a, b, c, a, b, c, ...: sequences 0 1 2 | 3 4 5 | 6
    expect(live(12_000, 2)).toBe(
      `${[...header(1, 0), '#EXTINF:4.000,', 'seg/1.ts', '#EXTINF:4.000,', 'seg/2.ts'].join('\n')}\n`,
    );
    expect(live(16_000, 2)).toBe(
      `${[...header(2, 0), '#EXTINF:4.000,', 'seg/2.ts', '#EXT-X-DISCONTINUITY', '#EXTINF:4.000,', 'seg/3.ts'].join('\n')}\n`,
    );
    // the first listed segment starts loop 1: its tag stays, the wrap is not yet counted before it
    expect(live(20_000, 2)).toBe(
      `${[...header(3, 0), '#EXT-X-DISCONTINUITY', '#EXTINF:4.000,', 'seg/3.ts', '#EXTINF:4.000,', 'seg/4.ts'].join('\n')}\n`,
    );
    // the tag has slid out of the top: the discontinuity sequence takes it over
    expect(live(24_000, 2)).toBe(
      `${[...header(4, 1), '#EXTINF:4.000,', 'seg/4.ts', '#EXTINF:4.000,', 'seg/5.ts'].join('\n')}\n`,
    );
    expect(live(28_000, 2)).toBe(
      `${[...header(5, 1), '#EXTINF:4.000,', 'seg/5.ts', '#EXT-X-DISCONTINUITY', '#EXTINF:4.000,', 'seg/6.ts'].join('\n')}\n`,
    );
  });

  it('gives every segment, in every window it is seen in, the discontinuity number of its loop', () => {
    const seen = new Set<number>();
    for (let t = 0; t <= 5 * 12_000; t += 500) {
      for (const { sequence, cc, uri } of parseLive(live(t, 4))) {
        expect(uri).toBe(`seg/${sequence}.ts`);
        expect(cc).toBe(Math.floor(sequence / 3));
        seen.add(sequence);
      }
    }
    expect([...seen].sort((a, b) => a - b)).toEqual([...Array(15).keys()]);
  });

  it('shows a late joiner only the last `window` segments, up to the live edge', () => {
    const fifteen = Array.from({ length: 15 }, (_, i) => ({ file: `seg-${i}.ts`, duration: 4 }));
    // 2 h 0 min 6 s in: 1801 segments elapsed (0..1800), 1800 = 120 × 15 starts loop 120
    const now = START + 7_206_000;
    const playlist = livePlaylist(fifteen, { startedAt: START, now, uri: bySequence });
    expect(playlist).toBe(
      `${[
        '#EXTM3U',
        '#EXT-X-VERSION:3',
        '#EXT-X-TARGETDURATION:4',
        '#EXT-X-MEDIA-SEQUENCE:1795',
        '#EXT-X-DISCONTINUITY-SEQUENCE:119',
        ...[1795, 1796, 1797, 1798, 1799].flatMap((s) => ['#EXTINF:4.000,', `seg/${s}.ts`]),
        '#EXT-X-DISCONTINUITY',
        '#EXTINF:4.000,',
        'seg/1800.ts',
      ].join('\n')}\n`,
    );
    expect(liveSequenceAt(fifteen, START, now)).toBe(1801);
    expect(segmentOfSequence(fifteen, 1795).file).toBe('seg-10.ts');
    expect(segmentOfSequence(fifteen, 1800).file).toBe('seg-0.ts');
  });

  it('keeps the target duration of the longest segment even when it is not listed', () => {
    const uneven: Segment[] = [
      { file: 'p.ts', duration: 2 },
      { file: 'q.ts', duration: 4.5 },
    ];
    const playlist = livePlaylist(uneven, { startedAt: START, now: START + 2_000, uri: bySequence });
    expect(lines(playlist)).toContain('#EXT-X-TARGETDURATION:5');
    expect(lines(playlist).slice(-2)).toEqual(['#EXTINF:2.000,', 'seg/0.ts']);
  });

  it('refuses a window that is not a positive integer', () => {
    expect(() => live(10_000, 0)).toThrow(RangeError);
  });
});

describe('the live clock helpers', () => {
  const uneven: Segment[] = [
    { file: 'x.ts', duration: 4 },
    { file: 'y.ts', duration: 2 },
    { file: 'z.ts', duration: 3 },
  ];

  it('counts the fully elapsed segments over segments of different durations', () => {
    const at = (ms: number) => liveSequenceAt(uneven, START, START + ms);
    expect([at(-1), at(0), at(3_999), at(4_000), at(5_999), at(6_000), at(8_999), at(9_000)]).toEqual([
      0, 0, 0, 1, 1, 2, 2, 3,
    ]);
    // loop 1000 starts at 9000 s; its second segment ends 6 s later
    expect(at(9_006_000)).toBe(3002);
    expect(at(9_005_999)).toBe(3001);
  });

  it('gives the media time at which a sequence number starts', () => {
    expect([0, 1, 2, 3, 4, 5, 3001].map((s) => mediaTimeOf(uneven, s))).toEqual([0, 4, 6, 9, 13, 15, 9004]);
    for (const s of [0, 7, 3001])
      expect(liveSequenceAt(uneven, START, START + mediaTimeOf(uneven, s) * 1000)).toBe(s);
  });

  it('maps a sequence number back to its segment, and refuses negative or fractional ones', () => {
    expect([0, 1, 2, 3, 7].map((s) => segmentOfSequence(uneven, s).file)).toEqual([
      'x.ts',
      'y.ts',
      'z.ts',
      'x.ts',
      'y.ts',
    ]);
    expect(() => segmentOfSequence(uneven, -1)).toThrow(RangeError);
    expect(() => segmentOfSequence(uneven, 1.5)).toThrow(RangeError);
    expect(() => mediaTimeOf(uneven, -3)).toThrow(RangeError);
  });
});

describe('the committed lecture segments (server/assets/hls/lecture)', () => {
  const dir = path.join(__dirname, '..', '..', '..', '..', '..', 'assets', 'hls', 'lecture');
  const segments: Segment[] = JSON.parse(fs.readFileSync(path.join(dir, 'segments.json'), 'utf8'));

  it('lists 15 segments of exactly 4 s, 60 s in all, as in the playlist ffmpeg wrote', () => {
    expect(segments.map((s) => s.file)).toEqual(
      Array.from({ length: 15 }, (_, i) => `seg-${String(i).padStart(3, '0')}.ts`),
    );
    expect(segments.map((s) => s.duration)).toEqual(Array(15).fill(4));
    expect(segments.reduce((sum, s) => sum + s.duration, 0)).toBeCloseTo(60, 3);
    const ffmpeg = lines(fs.readFileSync(path.join(dir, 'index.m3u8'), 'utf8'));
    expect(ffmpeg.filter((l) => !l.startsWith('#'))).toEqual(segments.map((s) => s.file));
    expect(ffmpeg.filter((l) => l.startsWith('#EXTINF:')).map((l) => Number(l.slice(8, -1)))).toEqual(
      segments.map((s) => s.duration),
    );
  });

  it('has every listed file, each an MPEG-TS stream of whole 188-byte packets, under 2 MB in all', () => {
    let total = 0;
    for (const { file } of segments) {
      const bytes = fs.readFileSync(path.join(dir, file));
      total += bytes.length;
      expect(bytes.length).toBeGreaterThan(10 * 188);
      expect(bytes.length % 188).toBe(0);
      for (let packet = 0; packet < 10; packet++) expect(bytes[packet * 188]).toBe(0x47);
      expect(bytes[bytes.length - 188]).toBe(0x47);
    }
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });
});
