import { validateCode, validateIdentity, validateMobile, validateRealName } from '../validation';

describe('validateMobile (^1[3-9]\\d{9}$)', () => {
  it.each(['13800138000', '19912345678', ' 15012345678 '])('accepts %s', (value) => {
    expect(validateMobile(value)).toBeNull();
  });
  it.each(['', '12800138000', '1380013800', '138001380000', '23800138000', '1380013800a'])(
    'rejects %p',
    (value) => {
      expect(validateMobile(value)).toBe('请输入正确的手机号');
    },
  );
});

describe('validateCode (6 digits)', () => {
  it('accepts 6 digits', () => {
    expect(validateCode('123456')).toBeNull();
  });
  it.each(['', '12345', '1234567', 'abcdef'])('rejects %p', (value) => {
    expect(validateCode(value)).toBe('请输入6位验证码');
  });
});

describe('validateRealName', () => {
  it('is required', () => {
    expect(validateRealName('  ')).toBe('请输入真实姓名');
  });
  it('allows up to 20 characters', () => {
    expect(validateRealName('王'.repeat(20))).toBeNull();
    expect(validateRealName('王'.repeat(21))).toBe('真实姓名不能超过20个字');
  });
});

describe('validateIdentity', () => {
  it.each([1, 2, 3, 4, 5, 6, 7])('accepts %i', (value) => {
    expect(validateIdentity(value)).toBeNull();
  });
  it.each([null, undefined, 0, 8])('rejects %p', (value) => {
    expect(validateIdentity(value)).toBe('请选择身份');
  });
});
