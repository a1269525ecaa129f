import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { mediaUploadEndpoints as e } from '@portal/api/endpoints/media-uploads';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@portal/api/rules/uploads';
import sharp from 'sharp';
import { loadConfig } from '../../../config';
import { UPLOADED_IMAGE_PREFIX } from '../../../content-safety/sanitize';
import { uploadSettings } from '../../../paths';
import { createTestApp, OWN_PAGE_HEADERS, signIn, type TestApp } from '../../../test-support/test-app';

/**
 * Uploading pictures from the rich-text editor, on real pictures made here with sharp: what is
 * accepted and how it is re-encoded, what is refused (by content, never by name), the serving
 * route and its headers, path traversal, the hourly limit and content addressing.
 */

let t: TestApp;
let dataDir: string;
let uploadsDir: string;
// 20 May 2026, UTC: the pictures land in 2026/05
let clock = Date.UTC(2026, 4, 20, 8, 0, 0);
type Who = { cookie: string; id: number };
let doctor: Who;

interface Part {
  bytes: Buffer | Uint8Array;
  field?: string;
  filename?: string;
  type?: string;
}

/** A multipart body as a browser's FormData encodes it. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts)
    form.append(
      part.field ?? UPLOAD_LIMITS.field,
      new Blob([part.bytes], { type: part.type ?? '' }),
      part.filename ?? 'image',
    );
  const request = new Request('http://portal.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

async function upload(who: Who | null, parts: Part[], app = t) {
  clock += 1000;
  const { payload, contentType } = await multipart(parts);
  return app.app.inject({
    method: 'POST',
    url: e.uploadImage.path,
    payload,
    headers: { ...OWN_PAGE_HEADERS, 'content-type': contentType, ...(who ? { cookie: who.cookie } : {}) },
  });
}

const picture = (width: number, height: number, background = '#3a6ea5') =>
  sharp({ create: { width, height, channels: 3, background } });

/** A phone photo: 300×200 stored sideways (EXIF orientation 6), with the phone's make and a GPS fix. */
async function phonePhoto() {
  return picture(300, 200)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'DoctorPhone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '39/1 54/1 27/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '116/1 23/1 17/1',
      },
    })
    .toBuffer();
}

/** A valid PNG whose header claims `width`×`height` (its IHDR rewritten, checksum included). */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await picture(8, 8).png().toBuffer());
  // signature (8), IHDR length (4), 'IHDR' (4), width, height, ...; the CRC covers type and data
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

const get = (url: string) => t.app.inject({ method: 'GET', url });

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-uploads-'));
  uploadsDir = path.join(dataDir, 'uploads');
  // the routes find the data folder the way the server does (config `uploadSettings`)
  process.env.PORTAL_DATA_DIR = dataDir;
  // what a traversal would be after: the database beside the uploads folder
  await fs.writeFile(path.join(dataDir, 'portal.db'), 'SECRET-DATABASE');
  t = await createTestApp({ now: () => clock });
  doctor = await signIn(t, '13900007001');
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('accepted pictures', () => {
  it('a phone photo comes back upright, as WebP, without EXIF or GPS, served with long cache headers', async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('PhoneMaker'))).toBe(true);

    const res = await upload(doctor, [{ bytes: input, filename: 'IMG_0001.jpg', type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(200);
    const { code, result } = res.json();
    expect(code).toBe(1);
    // turned upright: the 300×200 sensor image stood on its side
    expect(result).toMatchObject({ width: 200, height: 300 });
    expect(result.url).toMatch(/^\/media\/uploads\/2026\/05\/[0-9a-f]{32}\.webp$/);
    expect(result.url.startsWith(UPLOADED_IMAGE_PREFIX)).toBe(true);

    const served = await get(result.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const out = served.rawPayload;
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(out.includes(Buffer.from('PhoneMaker'))).toBe(false);

    // named by its content, kept where the URL says, recorded for its uploader
    const relative = result.url.slice(UPLOADED_IMAGE_PREFIX.length);
    const hash = createHash('sha256').update(out).digest('hex').slice(0, 32);
    expect(relative).toBe(`2026/05/${hash}.webp`);
    expect((await fs.readFile(path.join(uploadsDir, relative))).equals(out)).toBe(true);
    const rows = await t.database.db
      .selectFrom('media_uploads')
      .selectAll()
      .where('path', '=', relative)
      .execute();
    expect(rows).toEqual([
      expect.objectContaining({ user_id: doctor.id, path: relative, bytes: out.length, created_at: clock }),
    ]);
  });

  it('a PNG with transparency keeps it; a GIF keeps its first frame; a WebP is accepted', async () => {
    const png = await sharp({
      create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    const res = await upload(doctor, [{ bytes: png, filename: 'chart.png', type: 'image/png' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ width: 64, height: 48 });
    const meta = await sharp((await get(res.json().result.url)).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', hasAlpha: true });

    const frames = await Promise.all(['#ff0000', '#0000ff'].map((c) => picture(40, 30, c).png().toBuffer()));
    const gif = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(2);
    const fromGif = await upload(doctor, [{ bytes: gif, filename: 'scan.gif' }]);
    expect(fromGif.statusCode).toBe(200);
    expect(fromGif.json().result).toMatchObject({ width: 40, height: 30 });
    const gifOut = await sharp((await get(fromGif.json().result.url)).rawPayload).metadata();
    expect(gifOut.pages ?? 1).toBe(1);

    const webp = await picture(50, 20).webp().toBuffer();
    const fromWebp = await upload(doctor, [{ bytes: webp, filename: 'x.webp' }]);
    expect(fromWebp.statusCode).toBe(200);
    expect(fromWebp.json().result).toMatchObject({ width: 50, height: 20 });
  });

  it('a large picture is fitted within 2000×2000; a small one is never enlarged', async () => {
    const big = await picture(3000, 1500).jpeg().toBuffer();
    const res = await upload(doctor, [{ bytes: big }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ width: 2000, height: 1000 });
    const meta = await sharp((await get(res.json().result.url)).rawPayload).metadata();
    expect(meta).toMatchObject({ width: 2000, height: 1000 });

    const small = await upload(doctor, [{ bytes: await picture(40, 30).png().toBuffer() }]);
    expect(small.json().result).toMatchObject({ width: 40, height: 30 });
  });

  it('the same bytes twice are one file at one URL (two records); no temporary file is left', async () => {
    const bytes = await picture(120, 90, '#884422').png().toBuffer();
    const first = await upload(doctor, [{ bytes }]);
    const second = await upload(doctor, [{ bytes }]);
    expect(first.statusCode).toBe(200);
    expect(second.json().result.url).toBe(first.json().result.url);
    const relative = first.json().result.url.slice(UPLOADED_IMAGE_PREFIX.length);
    const rows = await t.database.db
      .selectFrom('media_uploads')
      .select('id')
      .where('path', '=', relative)
      .execute();
    expect(rows).toHaveLength(2);
    const names = await fs.readdir(path.join(uploadsDir, '2026', '05'));
    expect(names.every((n) => /^[0-9a-f]{32}\.webp$/.test(n))).toBe(true);
  });

  it('two files in one form: the first is taken', async () => {
    const a = await picture(12, 12, '#aa0000').png().toBuffer();
    const b = await picture(13, 13, '#00aa00').png().toBuffer();
    const res = await upload(doctor, [{ bytes: a }, { bytes: b }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ width: 12, height: 12 });
  });

  it('the uploader is the session, whatever userId the form says', async () => {
    const other = await signIn(t, '13900007002');
    const res = await upload(other, [
      { bytes: await picture(30, 30, '#123456').png().toBuffer() },
      { bytes: Buffer.from(String(doctor.id)), field: 'userId', filename: 'userId' },
    ]);
    expect(res.statusCode).toBe(200);
    const relative = res.json().result.url.slice(UPLOADED_IMAGE_PREFIX.length);
    const row = await t.database.db
      .selectFrom('media_uploads')
      .select('user_id')
      .where('path', '=', relative)
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBe(other.id);
  });
});

describe('refused uploads', () => {
  it('a visitor gets 401 before anything is read', async () => {
    const res = await upload(null, [{ bytes: await picture(10, 10).png().toBuffer() }]);
    expect(await refused(res)).toEqual({ status: 401, code: 401, message: UPLOAD_MESSAGES.pleaseSignIn });
  });

  it('by content, never by name or declared type: SVG, HTML named .png, PDF, plain text', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const cases: Part[] = [
      { bytes: Buffer.from(svg), filename: 'x.svg', type: 'image/svg+xml' },
      { bytes: Buffer.from(svg), filename: 'x.png', type: 'image/png' },
      {
        bytes: Buffer.from('<!doctype html><script>alert(1)</script>'),
        filename: 'photo.png',
        type: 'image/png',
      },
      { bytes: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), filename: 'report.jpg', type: 'image/jpeg' },
      { bytes: Buffer.from('just some text'), filename: 'a.gif', type: 'image/gif' },
    ];
    for (const part of cases) {
      const res = await upload(doctor, [part]);
      expect(await refused(res)).toEqual({ status: 400, code: 400, message: UPLOAD_MESSAGES.badType });
    }
  });

  it('a truncated JPEG or PNG, and a JPEG header followed by garbage, are refused as damaged', async () => {
    const jpeg = await picture(400, 300).jpeg().toBuffer();
    const png = await picture(400, 300).png({ compressionLevel: 0 }).toBuffer();
    const garbage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    for (const bytes of [
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      png.subarray(0, png.length - 100),
      garbage,
    ]) {
      const res = await upload(doctor, [{ bytes, type: 'image/jpeg' }]);
      expect(await refused(res)).toEqual({ status: 400, code: 400, message: UPLOAD_MESSAGES.corrupt });
    }
  });

  it('an empty file, a form without the file field, and a body that is no form: 请选择图片', async () => {
    const empty = await upload(doctor, [{ bytes: Buffer.alloc(0) }]);
    expect(await refused(empty)).toEqual({ status: 400, code: 400, message: UPLOAD_MESSAGES.empty });

    const otherField = await upload(doctor, [
      { bytes: await picture(10, 10).png().toBuffer(), field: 'image' },
    ]);
    expect(await refused(otherField)).toEqual({ status: 400, code: 400, message: UPLOAD_MESSAGES.empty });

    const json = await t.app.inject({
      method: 'POST',
      url: e.uploadImage.path,
      payload: { file: 'data:image/png;base64,AAAA' },
      headers: { ...OWN_PAGE_HEADERS, cookie: doctor.cookie },
    });
    expect(await refused(json)).toEqual({ status: 400, code: 400, message: UPLOAD_MESSAGES.empty });
  });

  it('a broken form (no boundary, cut short) is a 400, never a 5xx', async () => {
    const { payload, contentType } = await multipart([{ bytes: await picture(50, 50).png().toBuffer() }]);
    const attempts = [
      { contentType: 'multipart/form-data', payload },
      { contentType, payload: payload.subarray(0, payload.length - 60) },
      { contentType: 'multipart/form-data; boundary=x', payload: Buffer.from('garbage') },
    ];
    for (const attempt of attempts) {
      const res = await t.app.inject({
        method: 'POST',
        url: e.uploadImage.path,
        payload: attempt.payload,
        headers: { ...OWN_PAGE_HEADERS, cookie: doctor.cookie, 'content-type': attempt.contentType },
      });
      expect([res.statusCode, res.json().message]).toEqual([400, UPLOAD_MESSAGES.failed]);
    }
  });

  it('more than 10 MB is cut off while it streams in; exactly 10 MB is accepted', async () => {
    const jpeg = await picture(10, 10).jpeg().toBuffer();
    const padded = (size: number) => {
      const bytes = Buffer.alloc(size, 0);
      jpeg.copy(bytes);
      return bytes;
    };
    const over = await upload(doctor, [{ bytes: padded(UPLOAD_LIMITS.maxBytes + 1), type: 'image/jpeg' }]);
    expect(await refused(over)).toEqual({ status: 400, code: 400, message: UPLOAD_MESSAGES.tooLarge });
    expect(UPLOAD_MESSAGES.tooLarge).toBe('图片不能超过10MB');
    // a JPEG followed by zeros up to exactly 10 MB: the decoder stops at the picture's end
    const atLimit = await upload(doctor, [{ bytes: padded(UPLOAD_LIMITS.maxBytes) }]);
    expect(atLimit.statusCode).toBe(200);
    expect(atLimit.json().result).toMatchObject({ width: 10, height: 10 });
  });

  it('more than 10 MB is refused every time, however the body arrives in pieces', async () => {
    const sender = await signIn(t, '13900007005');
    const jpeg = await picture(10, 10).jpeg().toBuffer();
    const bytes = Buffer.alloc(11 * 1024 * 1024, 0);
    jpeg.copy(bytes);
    const { payload, contentType } = await multipart([{ bytes, type: 'image/jpeg' }]);
    // where the picture's bytes begin in the form
    const start = payload.indexOf(jpeg.subarray(0, 16));
    // pieces as a network delivers them, one ending exactly at the limit among them
    const splits = [
      [start + UPLOAD_LIMITS.maxBytes],
      [start + UPLOAD_LIMITS.maxBytes - 1],
      [start + UPLOAD_LIMITS.maxBytes + 1],
      [start + 64 * 1024, start + UPLOAD_LIMITS.maxBytes],
      Array.from({ length: 200 }, (_, i) => (i + 1) * 65_536),
      [],
    ];
    for (let round = 0; round < 2; round += 1)
      for (const at of splits) {
        const cuts = [0, ...at.filter((n) => n < payload.length), payload.length];
        const pieces = cuts.slice(1).map((n, i) => payload.subarray(cuts[i], n));
        clock += 1000;
        const res = await t.app.inject({
          method: 'POST',
          url: e.uploadImage.path,
          payload: Readable.from(pieces, { objectMode: false }),
          headers: { ...OWN_PAGE_HEADERS, 'content-type': contentType, cookie: sender.cookie },
        });
        expect([at.length, await refused(res)]).toEqual([
          at.length,
          { status: 400, code: 400, message: UPLOAD_MESSAGES.tooLarge },
        ]);
      }
  });

  it('a header that claims an absurd canvas is refused before decoding', async () => {
    const bomb = await pngClaiming(10_000, 10_000);
    expect(await sharp(bomb).metadata()).toMatchObject({ format: 'png', width: 10_000, height: 10_000 });
    const res = await upload(doctor, [{ bytes: bomb, type: 'image/png' }]);
    expect(await refused(res)).toEqual({ status: 400, code: 400, message: UPLOAD_MESSAGES.tooManyPixels });
  });
});

describe('serving', () => {
  it('answers 404 to anything but a stored name of the exact pattern: no traversal', async () => {
    const ok = await upload(doctor, [{ bytes: await picture(20, 20, '#010203').png().toBuffer() }]);
    const url: string = ok.json().result.url;
    const name = url.split('/').pop()!;
    const attempts = [
      '/media/uploads/../../portal.db',
      '/media/uploads/..%2f..%2fportal.db',
      '/media/uploads/%2e%2e/%2e%2e/portal.db',
      '/media/uploads/%2e%2e%2f%2e%2e%2fportal.db',
      '/media/uploads/2026/05/..%2f..%2f..%2fportal.db',
      '/media/uploads/2026/05/%2e%2e%2f%2e%2e%2f..%2fportal.db',
      '/media/uploads/2026/..%2f/..%2fportal.db',
      '/media/uploads/..%5c..%5cportal.db',
      '/media/uploads/2026/05/..%5c..%5c..%5cportal.db',
      '/media/uploads/2026/05/',
      '/media/uploads/2026/05',
      `/media/uploads/2026/5/${name}`,
      `/media/uploads/2026/13/${name}`,
      `/media/uploads/0000/05/${name}`,
      `/media/uploads/2026/05/${name.toUpperCase()}`,
      `/media/uploads/2026/05/${name.replace('.webp', '.png')}`,
      `/media/uploads/2026/05/${name}%00.png`,
      `/media/uploads/2026/05/.${name}`,
      `/media/uploads/2026/06/${name}`,
      `/media/uploads/2026/05/${'0'.repeat(32)}.webp`,
    ];
    for (const attempt of attempts) {
      const res = await get(attempt);
      expect([attempt, res.statusCode]).toEqual([attempt, 404]);
      expect(res.body).not.toContain('SECRET');
    }
    // and the real one is served
    expect((await get(url)).statusCode).toBe(200);
  });
});

describe('the hourly limit', () => {
  it('counts uploads per user in the database (so on every instance) and frees up after the hour', async () => {
    // a second server instance on the same database, with a smaller limit
    process.env.PORTAL_UPLOADS_PER_HOUR = '3';
    const second = await createTestApp({ database: t.database, now: () => clock });
    delete process.env.PORTAL_UPLOADS_PER_HOUR;
    try {
      const uploader = await signIn(t, '13900007003');
      const bytes = await picture(16, 16, '#445566').png().toBuffer();
      // two on the first instance, one on the second: three in the hour
      expect((await upload(uploader, [{ bytes }])).statusCode).toBe(200);
      expect((await upload(uploader, [{ bytes }])).statusCode).toBe(200);
      expect((await upload(uploader, [{ bytes }], second)).statusCode).toBe(200);
      const over = await upload(uploader, [{ bytes }], second);
      expect(await refused(over)).toEqual({ status: 429, code: 429, message: UPLOAD_MESSAGES.tooMany });
      // someone else still may
      const someoneElse = await signIn(t, '13900007004');
      expect((await upload(someoneElse, [{ bytes }], second)).statusCode).toBe(200);
      // an hour later the count starts again
      clock += 3_600_000;
      expect((await upload(uploader, [{ bytes }], second)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});

describe('the hourly limit under load', () => {
  /** a second instance on the same database whose hourly limit is `perHour` */
  async function limitedTo(perHour: number) {
    process.env.PORTAL_UPLOADS_PER_HOUR = String(perHour);
    try {
      return await createTestApp({ database: t.database, now: () => clock });
    } finally {
      delete process.env.PORTAL_UPLOADS_PER_HOUR;
    }
  }

  it('of uploads sent all at once, exactly the limit are taken, the rest are 429', async () => {
    const limited = await limitedTo(4);
    try {
      const uploader = await signIn(t, '13900007006');
      const bytes = await picture(16, 16, '#556677').png().toBuffer();
      const forms = await Promise.all(Array.from({ length: 4 + 5 }, () => multipart([{ bytes }])));
      const results = await Promise.all(
        forms.map(({ payload, contentType }) =>
          limited.app.inject({
            method: 'POST',
            url: e.uploadImage.path,
            payload,
            headers: { ...OWN_PAGE_HEADERS, 'content-type': contentType, cookie: uploader.cookie },
          }),
        ),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429, 429, 429]);
      for (const r of results.filter((r) => r.statusCode === 429))
        expect(r.json()).toEqual({ code: 429, message: UPLOAD_MESSAGES.tooMany });
      const rows = await t.database.db
        .selectFrom('media_uploads')
        .select('path')
        .where('user_id', '=', uploader.id)
        .execute();
      expect(rows).toHaveLength(4);
      expect(rows.every((r) => r.path.endsWith('.webp'))).toBe(true);
    } finally {
      await limited.close();
    }
  });

  it('refused uploads count too, before anything is decoded', async () => {
    const limited = await limitedTo(3);
    try {
      const uploader = await signIn(t, '13900007007');
      const good = await picture(16, 16, '#667788').png().toBuffer();
      const junk = await upload(
        uploader,
        [{ bytes: Buffer.from('not a picture'), type: 'image/png' }],
        limited,
      );
      expect(await refused(junk)).toEqual({ status: 400, code: 400, message: UPLOAD_MESSAGES.badType });
      const tooBig = Buffer.alloc(UPLOAD_LIMITS.maxBytes + 1, 1);
      expect(await refused(await upload(uploader, [{ bytes: tooBig }], limited))).toEqual({
        status: 400,
        code: 400,
        message: UPLOAD_MESSAGES.tooLarge,
      });
      expect((await upload(uploader, [{ bytes: good }], limited)).statusCode).toBe(200);
      const over = await upload(uploader, [{ bytes: good }], limited);
      expect(await refused(over)).toEqual({ status: 429, code: 429, message: UPLOAD_MESSAGES.tooMany });
      // the refused ones name no picture: nothing to serve, nobody's to reuse
      const rows = await t.database.db
        .selectFrom('media_uploads')
        .select(['path', 'bytes'])
        .where('user_id', '=', uploader.id)
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.path === '', Number(r.bytes) === 0])).toEqual([
        [true, true],
        [true, true],
        [false, false],
      ]);
    } finally {
      await limited.close();
    }
  });
});

describe('settings', () => {
  it('keeps the pictures in <dataDir>/uploads; PORTAL_UPLOADS_PER_HOUR sets the hourly limit (60 by default)', () => {
    expect(uploadSettings({ PORTAL_DATA_DIR: '/var/lib/portal' })).toEqual({
      dir: '/var/lib/portal/uploads',
      perHour: UPLOAD_LIMITS.perHour,
    });
    expect(UPLOAD_LIMITS.perHour).toBe(60);
    expect(uploadSettings({ PORTAL_UPLOADS_PER_HOUR: '5' }).perHour).toBe(5);
    expect(loadConfig({ PORTAL_DATA_DIR: '/srv/p', PORTAL_UPLOADS_PER_HOUR: '7' }).uploads).toEqual({
      dir: '/srv/p/uploads',
      perHour: 7,
    });
    expect(() => loadConfig({ PORTAL_UPLOADS_PER_HOUR: 'many' })).toThrow('many');
  });
});

async function refused(res: { statusCode: number; json(): { code: number; message: string } }) {
  return { status: res.statusCode, ...res.json() };
}
