import { beijingDateTime } from '@portal/api/beijing-time';
import type { Lead } from '@portal/api/contract/brand';

/** Excel opens a UTF-8 file as Chinese only when it starts with the byte order mark */
const BOM = '\uFEFF';

/**
 * One cell: quoted, quotes doubled, line breaks kept inside the quotes. A cell a spreadsheet would
 * read as a formula (=, +, -, @, tab, return at its start: what a visitor typed into the form) gets a
 * leading apostrophe, so opening the export never runs it.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const LEADS_CSV_HEADER = ['提交时间', '产品', '姓名', '医院', '科室', '联系方式'] as const;

/** a brand's leads as a CSV file Excel opens correctly in Chinese (BOM, CRLF, every cell quoted) */
export function leadsCsv(leads: readonly Lead[]): string {
  const rows = [
    LEADS_CSV_HEADER.map(csvCell).join(','),
    ...leads.map((l) =>
      [beijingDateTime(l.createdAt), l.product.name, l.name, l.hospital, l.department, l.contact]
        .map(csvCell)
        .join(','),
    ),
  ];
  return `${BOM}${rows.join('\r\n')}\r\n`;
}

// RFC 5987 attr-char: anything else in a filename* is percent-encoded
const encodeAttr = (value: string) =>
  encodeURIComponent(value).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `Content-Disposition` of `{brand}-意向客户.csv`, with an ASCII fallback name for old clients */
export function leadsDisposition(brandName: string, brandId: number): string {
  const name = `${brandName.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim()}-意向客户.csv`;
  return `attachment; filename="brand-${brandId}-leads.csv"; filename*=UTF-8''${encodeAttr(name)}`;
}
