import { UPLOAD_MESSAGES } from '@portal/api/rules/uploads';
import sharp from 'sharp';
import { AppError } from '../../../lib/app-error';
import { reencodeImage, sniffFormat } from '../image-processing';

/** The picture checks and re-encoding alone, with limits small enough to reach in a test. */

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#5577aa' } });

it('tells the four accepted formats by their first bytes and nothing else', async () => {
  expect(sniffFormat(await picture(4, 4).jpeg().toBuffer())).toBe('jpeg');
  expect(sniffFormat(await picture(4, 4).png().toBuffer())).toBe('png');
  expect(sniffFormat(await picture(4, 4).webp().toBuffer())).toBe('webp');
  expect(sniffFormat(await picture(4, 4).gif().toBuffer())).toBe('gif');
  for (const other of [
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '<?xml version="1.0"?><svg/>',
    '<!doctype html>',
    '%PDF-1.4',
    'II*\u0000',
    'RIFF\u0000\u0000\u0000\u0000WAVE',
    '',
  ]) {
    expect(sniffFormat(Buffer.from(other, 'latin1'))).toBeNull();
  }
  expect(sniffFormat(await picture(4, 4).tiff().toBuffer())).toBeNull();
});

it('refuses a canvas over the pixel limit, and fits within the edge without enlarging', async () => {
  const limits = { maxInputPixels: 10_000, maxEdge: 100 };
  const refusal = await reencodeImage(await picture(101, 100).png().toBuffer(), limits).catch(
    (e: unknown) => e,
  );
  expect(refusal).toBeInstanceOf(AppError);
  expect(refusal).toMatchObject({ code: 400, message: UPLOAD_MESSAGES.tooManyPixels });

  const fitted = await reencodeImage(await picture(90, 30).png().toBuffer(), { ...limits, maxEdge: 45 });
  expect(fitted).toMatchObject({ width: 45, height: 15 });
  const kept = await reencodeImage(await picture(90, 30).png().toBuffer(), limits);
  expect(kept).toMatchObject({ width: 90, height: 30 });
  expect((await sharp(kept.data).metadata()).format).toBe('webp');
});

it('refuses a TIFF, which libvips could read, as a format we do not take', async () => {
  const tiff = await picture(8, 8).tiff().toBuffer();
  await expect(reencodeImage(tiff)).rejects.toMatchObject({ code: 400, message: UPLOAD_MESSAGES.badType });
});
