import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ErrorEnvelope } from '@portal/api/contract/envelope';
import { QrImageQuery } from '@portal/api/contract/portal';
import { QR_IMAGE_PATH, QR_URL_MAX_LENGTH } from '@portal/api/links';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { Type } from 'typebox';
import { badRequest } from '../../../lib/app-error';
import { TtlCache } from '../../../lib/ttl-cache';

const QR_URL_MESSAGE = '二维码链接不正确';

const hasControlCharacter = (text: string) =>
  [...text].some((ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/** true for an absolute http(s) URL of at most QR_URL_MAX_LENGTH characters */
export function isQrUrl(value: string | undefined): value is string {
  if (!value || value.length > QR_URL_MAX_LENGTH) return false;
  // checked on the raw text: URL parsing would forgive leading blanks and control characters
  if (!/^https?:\/\/[^\s/?#]/i.test(value) || /\s/.test(value) || hasControlCharacter(value)) return false;
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * `GET /media/qr.svg?url=`: the QR code of an absolute http(s) URL, drawn on the server so no
 * QR library reaches a browser (footer QR codes, the side bar's app QR).
 */
export async function qrRoutes(appBase: FastifyInstance): Promise<void> {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  // the frame asks for the same handful of URLs over and over
  const drawn = new TtlCache<string>(3_600_000, 500);

  app.get(
    QR_IMAGE_PATH,
    {
      schema: {
        tags: ['媒体'],
        summary: '二维码图片（SVG，url 为绝对 http(s) 地址，最长 512 字符）',
        querystring: QrImageQuery,
        response: { 200: Type.String({ description: 'image/svg+xml' }), 400: ErrorEnvelope },
      },
      config: { fieldMessages: { url: QR_URL_MESSAGE } },
    },
    async (request, reply) => {
      const { url } = request.query;
      if (!isQrUrl(url)) throw badRequest(QR_URL_MESSAGE);
      const svg = await drawn.get(url, () =>
        QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }),
      );
      return reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Cache-Control', 'public, max-age=86400')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(svg);
    },
  );
}
