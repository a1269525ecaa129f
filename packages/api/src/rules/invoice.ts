/**
 * Invoices of paid orders (issue 12), schema-free: the form's rules, checked as the user types and
 * again by the server. A company's taxpayer number is its unified social credit code (统一社会信用代码,
 * GB 32100-2015): 18 characters from a 31-character alphabet, the last a check character.
 */

export const INVOICE_KINDS = ['personal', 'company'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** pending: asked for; issued: sent to the e-mail; reversed: cancelled by a red-letter invoice */
export const INVOICE_STATUSES = ['pending', 'issued', 'reversed'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, string> = {
  pending: '开票中',
  issued: '已开具',
  reversed: '已红冲',
};

export const INVOICE_LIMITS = { titleMax: 100, emailMax: 100 } as const;

/** the code's alphabet: digits and capitals without I, O, Z, S, V */
const CREDIT_CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character of the first 17 characters of a credit code, or null if one is not in the alphabet. */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_ALPHABET.indexOf(first17[i] ?? '');
    if (value < 0) return null;
    sum += value * (CREDIT_CODE_WEIGHTS[i] ?? 0);
  }
  const check = (31 - (sum % 31)) % 31;
  return CREDIT_CODE_ALPHABET[check] ?? null;
}

/** A valid unified social credit code: 18 characters of the alphabet whose last one checks. */
export function isCreditCode(code: string): boolean {
  if (!/^[0-9A-HJ-NPQRTUWXY]{18}$/.test(code)) return false;
  return creditCodeCheckChar(code.slice(0, 17)) === code[17];
}

const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}$/;

export interface InvoiceInput {
  kind: string;
  title: string;
  taxpayerNo?: string;
  email: string;
  /** fen; the whole paid amount when left out */
  amountFen?: number;
}

export const INVOICE_MESSAGES = {
  kind: '请选择发票类型',
  title: '请填写发票抬头',
  titleTooLong: `发票抬头不能超过${INVOICE_LIMITS.titleMax}个字`,
  taxpayerNo: '请填写纳税人识别号',
  badTaxpayerNo: '纳税人识别号不正确，请核对统一社会信用代码',
  email: '请填写接收发票的邮箱',
  badEmail: '邮箱格式不正确',
  amount: '开票金额须大于 0 且不超过实付金额',
  notPaid: '订单未支付，暂不能开票',
  exists: '该订单已申请发票',
  notFound: '发票不存在',
} as const;

/** The first problem of an invoice request, in Chinese, or null; `paidFen` caps the amount. */
export function invoiceProblem(input: InvoiceInput, paidFen: number): string | null {
  if (input.kind !== 'personal' && input.kind !== 'company') return INVOICE_MESSAGES.kind;
  const title = input.title.trim();
  if (!title) return INVOICE_MESSAGES.title;
  if (Array.from(title).length > INVOICE_LIMITS.titleMax) return INVOICE_MESSAGES.titleTooLong;
  if (input.kind === 'company') {
    const no = (input.taxpayerNo ?? '').trim().toUpperCase();
    if (!no) return INVOICE_MESSAGES.taxpayerNo;
    if (!isCreditCode(no)) return INVOICE_MESSAGES.badTaxpayerNo;
  }
  const email = input.email.trim();
  if (!email) return INVOICE_MESSAGES.email;
  if (email.length > INVOICE_LIMITS.emailMax || !EMAIL.test(email)) return INVOICE_MESSAGES.badEmail;
  const amount = input.amountFen ?? paidFen;
  if (!Number.isInteger(amount) || amount <= 0 || amount > paidFen) return INVOICE_MESSAGES.amount;
  return null;
}
