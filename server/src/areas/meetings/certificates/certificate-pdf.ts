import fs from 'node:fs';
import { beijingParts } from '@portal/api/beijing-time';
import type { CmeCertificate } from '@portal/api/contract/cme';
import { CME_ACTIVITY_NAMES, formatCmeHours, groupedCode } from '@portal/api/rules/cme';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * The certificate as a PDF (A4 landscape), drawn on the server with pdfkit in a CJK font that it
 * subsets (only the glyphs used are embedded: about 120 KB a certificate, two faces, instead of the font's
 * 19 MB). The font is Noto Sans CJK of Debian's `fonts-noto-cjk` (installed by scripts/setup.sh),
 * or the OpenType collection or font `CME_FONT_PATH` names.
 */

interface FontChoice {
  path: string;
  /** the face inside a collection (.ttc); undefined for a single font */
  regular?: string;
  bold?: string;
  boldPath?: string;
}

const NOTO_DIR = '/usr/share/fonts/opentype/noto';
const CANDIDATES: FontChoice[] = [
  {
    path: `${NOTO_DIR}/NotoSansCJK-Regular.ttc`,
    regular: 'NotoSansCJKsc-Regular',
    boldPath: `${NOTO_DIR}/NotoSansCJK-Bold.ttc`,
    bold: 'NotoSansCJKsc-Bold',
  },
  // other distributions' places of the same package
  {
    path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
    regular: 'NotoSansCJKsc-Regular',
  },
  {
    path: '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
    regular: 'NotoSansCJKsc-Regular',
  },
];

/** the font to draw with, or null when the machine has none (the route answers a Chinese 500) */
export function certificateFont(env: NodeJS.ProcessEnv = process.env): FontChoice | null {
  const named = env.CME_FONT_PATH;
  if (named) return fs.existsSync(named) ? { path: named, regular: env.CME_FONT_FACE || undefined } : null;
  return CANDIDATES.find((c) => fs.existsSync(c.path)) ?? null;
}

export interface CertificatePdfInput {
  certificate: CmeCertificate;
  /** the public verification page's full address (printed, and carried by the QR code) */
  verifyUrl: string;
}

const INK = '#1f2937';
const SOFT = '#4b5563';
const BRAND = '#1a66db';
const GOLD = '#b08d3c';

/** The certificate's PDF bytes. */
export async function renderCertificatePdf(
  { certificate: c, verifyUrl }: CertificatePdfInput,
  font: FontChoice,
): Promise<Buffer> {
  const qr = await QRCode.toBuffer(verifyUrl, {
    type: 'png',
    margin: 1,
    width: 240,
    errorCorrectionLevel: 'M',
  });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `继续医学教育学分证书 ${c.code}`,
      Author: '脑医汇',
      Subject: c.activityName,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont('regular', font.path, font.regular);
  doc.registerFont('bold', font.boldPath ?? font.path, font.boldPath ? font.bold : font.regular);

  const W = doc.page.width;
  const H = doc.page.height;
  // frame
  doc
    .lineWidth(6)
    .strokeColor(GOLD)
    .rect(24, 24, W - 48, H - 48)
    .stroke();
  doc
    .lineWidth(1)
    .strokeColor(GOLD)
    .rect(36, 36, W - 72, H - 72)
    .stroke();

  const center = (text: string, y: number, size: number, face: 'regular' | 'bold', color = INK) => {
    doc
      .font(face)
      .fontSize(size)
      .fillColor(color)
      .text(text, 60, y, { width: W - 120, align: 'center' });
  };

  center('脑医汇 · 继续医学教育', 70, 16, 'regular', BRAND);
  center('学 分 证 书', 100, 40, 'bold');
  center('CONTINUING MEDICAL EDUCATION CERTIFICATE', 156, 11, 'regular', SOFT);

  center(c.holderName, 205, 30, 'bold');
  doc
    .moveTo(W / 2 - 140, 250)
    .lineTo(W / 2 + 140, 250)
    .lineWidth(0.8)
    .strokeColor(SOFT)
    .stroke();

  const kind = CME_ACTIVITY_NAMES[c.kind];
  const verb = c.kind === 'course' ? '完成' : '参加';
  center(`${verb}${kind}`, 272, 15, 'regular', SOFT);
  center(`《${c.activityName}》`, 298, 20, 'bold');
  center(`经考核合格，授予继续医学教育学时 ${formatCmeHours(c.hours)}`, 340, 15, 'regular', SOFT);

  const d = beijingParts(c.issuedAt);
  const left = 90;
  doc.font('regular').fontSize(12).fillColor(SOFT);
  doc.text(`颁发日期：${d.year}年${d.month}月${d.day}日`, left, 420);
  doc.text(`证书编号：${groupedCode(c.code)}`, left, 442);
  doc.text(`核验地址：${verifyUrl}`, left, 464, { width: W - left - 240 });
  doc.image(qr, W - 90 - 110, 392, { width: 110, height: 110 });
  doc.fontSize(9).text('扫码核验证书', W - 90 - 110, 506, { width: 110, align: 'center' });

  doc.end();
  return done;
}
