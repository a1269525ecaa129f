import { CHECKIN_CODE_PATTERN, checkinProblems, maskedAttendeeName } from '@portal/api/rules/meetings';

describe('checkinProblems', () => {
  it('asks for each required field, in Chinese, and is empty when all are right', () => {
    expect(checkinProblems(['realName', 'mobile'], {})).toEqual({
      realName: '请填写姓名',
      mobile: '请填写手机号',
    });
    expect(checkinProblems(['realName'], { realName: '   ' })).toEqual({ realName: '请填写姓名' });
    expect(checkinProblems(['realName', 'mobile'], { realName: '张伟', mobile: '13912345678' })).toEqual({});
  });

  it('checks lengths in characters and the mobile’s form', () => {
    expect(checkinProblems(['hospital'], { hospital: '医'.repeat(100) })).toEqual({});
    expect(checkinProblems(['hospital'], { hospital: '医'.repeat(101) })).toEqual({
      hospital: '医院不能超过100个字',
    });
    for (const mobile of ['12345678901', '1391234567', '139123456789', '1391234567a'])
      expect(checkinProblems(['mobile'], { mobile })).toEqual({ mobile: '请填写正确的手机号' });
    expect(checkinProblems(['mobile'], { mobile: 13912345678 })).toEqual({ mobile: '请填写手机号' });
  });
});

describe('maskedAttendeeName', () => {
  it('keeps the first and last character and hides the middle', () => {
    expect(maskedAttendeeName('张伟')).toBe('张*');
    expect(maskedAttendeeName('王建国')).toBe('王*国');
    expect(maskedAttendeeName('欧阳明华')).toBe('欧**华');
    expect(maskedAttendeeName(' 李 ')).toBe('李*');
    expect(maskedAttendeeName('')).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskedAttendeeName('𠮷野家')).toBe('𠮷*家');
  });
});

describe('CHECKIN_CODE_PATTERN', () => {
  it('takes the server’s 24 base64url characters and nothing with markup or spaces', () => {
    const pattern = new RegExp(CHECKIN_CODE_PATTERN);
    expect(pattern.test('k3J9xQ2mV7pL4sT8wZ1cR6y_')).toBe(true);
    for (const bad of ['', 'short', '<script>alert(1)</script>', 'a b'.repeat(8), 'x'.repeat(65)])
      expect(pattern.test(bad)).toBe(false);
  });
});
