import {
  creditCodeCheckChar,
  INVOICE_MESSAGES,
  invoiceProblem,
  isCreditCode,
} from '@portal/api/rules/invoice';
import { formatYuan, isSettled } from '@portal/api/rules/payments';

describe('unified social credit code', () => {
  it('accepts real codes and their check characters', () => {
    // Huawei, Alibaba (China), Xiaomi: published codes
    for (const code of ['914403001922038216', '91330100716105852F', '91110108551385082Q']) {
      expect(isCreditCode(code)).toBe(true);
      expect(creditCodeCheckChar(code.slice(0, 17))).toBe(code[17]);
    }
  });

  it('refuses a wrong check character, letters outside the alphabet, and other lengths', () => {
    expect(isCreditCode('914403001922038217')).toBe(false);
    // I, O, Z, S and V are not in the alphabet
    expect(isCreditCode('9144030019220382I6')).toBe(false);
    expect(isCreditCode('91440300192203821')).toBe(false);
    expect(isCreditCode('9144030019220382160')).toBe(false);
    expect(isCreditCode('91330100716105852f')).toBe(false);
    expect(creditCodeCheckChar('9144030019220382O')).toBeNull();
  });
});

describe('invoiceProblem', () => {
  const personal = { kind: 'personal', title: '张伟', email: 'zw@example.com' };
  const company = {
    kind: 'company',
    title: '华为技术有限公司',
    taxpayerNo: '914403001922038216',
    email: 'cw@example.com',
  };

  it('passes a personal invoice without a taxpayer number and a company one with a valid code', () => {
    expect(invoiceProblem(personal, 9_900)).toBeNull();
    expect(invoiceProblem(company, 9_900)).toBeNull();
    expect(invoiceProblem({ ...company, taxpayerNo: ' 91330100716105852f ' }, 9_900)).toBeNull();
  });

  it('names the first problem in Chinese', () => {
    expect(invoiceProblem({ ...personal, kind: 'x' }, 1)).toBe(INVOICE_MESSAGES.kind);
    expect(invoiceProblem({ ...personal, title: ' ' }, 1)).toBe(INVOICE_MESSAGES.title);
    expect(invoiceProblem({ ...personal, title: '名'.repeat(101) }, 1)).toBe(INVOICE_MESSAGES.titleTooLong);
    expect(invoiceProblem({ ...company, taxpayerNo: '' }, 1)).toBe(INVOICE_MESSAGES.taxpayerNo);
    expect(invoiceProblem({ ...company, taxpayerNo: '914403001922038217' }, 1)).toBe(
      INVOICE_MESSAGES.badTaxpayerNo,
    );
    expect(invoiceProblem({ ...personal, email: '' }, 1)).toBe(INVOICE_MESSAGES.email);
    for (const email of ['a@b', 'no-at.example.com', '张@例子.中国', `${'a'.repeat(95)}@x.com`])
      expect(invoiceProblem({ ...personal, email }, 1)).toBe(INVOICE_MESSAGES.badEmail);
  });

  it('caps the amount at what was paid, and takes the whole of it by default', () => {
    expect(invoiceProblem({ ...personal, amountFen: 9_900 }, 9_900)).toBeNull();
    expect(invoiceProblem({ ...personal, amountFen: 5_000 }, 9_900)).toBeNull();
    for (const amountFen of [9_901, 0, -1, 1.5])
      expect(invoiceProblem({ ...personal, amountFen }, 9_900)).toBe(INVOICE_MESSAGES.amount);
    expect(invoiceProblem(personal, 0)).toBe(INVOICE_MESSAGES.amount);
  });
});

describe('money on screens', () => {
  it('formats fen as yuan with two decimals', () => {
    expect(formatYuan(680)).toBe('6.80');
    expect(formatYuan(30_000)).toBe('300.00');
    expect(formatYuan(5)).toBe('0.05');
    expect(formatYuan(-120)).toBe('-1.20');
  });

  it('knows the finished states', () => {
    expect(['created', 'paying', 'paid'].map((s) => isSettled(s as 'paid'))).toEqual([false, false, false]);
    expect(['fulfilled', 'closed', 'refunded'].map((s) => isSettled(s as 'paid'))).toEqual([
      true,
      true,
      true,
    ]);
  });
});
