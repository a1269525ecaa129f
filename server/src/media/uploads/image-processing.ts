import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@portal/api/rules/uploads';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from '../../lib/app-error';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The format the first bytes announce, or null. Checked before sharp sees the bytes, so only the
 * four decoders we accept ever run on what a stranger sent: libvips would also open SVG, PDF,
 * TIFF, HEIF and more, and each decoder is attack surface. The name and declared type are never read.
 */
export function sniffFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export interface ReencodedImage {
  /** WebP */
  data: Buffer;
  width: number;
  height: number;
}

export const WEBP_QUALITY = 82;

export interface ReencodeLimits {
  maxInputPixels: number;
  maxEdge: number;
}

const DEFAULT_LIMITS: ReencodeLimits = {
  maxInputPixels: UPLOAD_LIMITS.maxInputPixels,
  maxEdge: UPLOAD_LIMITS.maxEdge,
};

/**
 * Decodes an uploaded picture and writes it anew: turned upright by its EXIF orientation, every
 * piece of metadata dropped (a phone photo carries GPS, the phone's make, the time), fitted within
 * `maxEdge` each way without enlarging, as WebP. Only the first frame of an animation is kept.
 * What is not a whole JPEG, PNG, WebP or GIF is refused with the user's message.
 */
export async function reencodeImage(
  input: Buffer,
  limits: ReencodeLimits = DEFAULT_LIMITS,
): Promise<ReencodedImage> {
  const format = sniffFormat(input);
  if (!format) throw badRequest(UPLOAD_MESSAGES.badType);
  // 'warning' (sharp's default, said here on purpose): a truncated or damaged picture is refused,
  // not stored with a grey band where its end should be
  const options = { limitInputPixels: limits.maxInputPixels, failOn: 'warning' as const };

  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch (error) {
    throw refusal(error);
  }
  // a header of one format and a body libvips reads as another
  if (meta.format !== format) throw badRequest(UPLOAD_MESSAGES.badType);
  if (!meta.width || !meta.height) throw badRequest(UPLOAD_MESSAGES.corrupt);
  // before decoding (sharp says so too, from the same header): a few kilobytes may declare a
  // canvas that takes gigabytes to decode
  if (meta.width * meta.height > limits.maxInputPixels) throw badRequest(UPLOAD_MESSAGES.tooManyPixels);

  try {
    // sharp writes no metadata unless asked (keepExif, withMetadata...): none is asked for
    const { data, info } = await sharp(input, { ...options, autoOrient: true })
      .resize({ width: limits.maxEdge, height: limits.maxEdge, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    throw refusal(error);
  }
}

/** sharp's failure said to the user: over the pixel limit, else a picture it could not read whole */
function refusal(error: unknown) {
  return /pixel limit/i.test(String((error as Error | null)?.message))
    ? badRequest(UPLOAD_MESSAGES.tooManyPixels)
    : badRequest(UPLOAD_MESSAGES.corrupt);
}
