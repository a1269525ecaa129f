import { OTHER_REQUIREMENT_DESC, REQUIREMENT_LIMITS } from '@portal/api/rules/requirement';
import { toSubmission, validateRequirement } from '../validate';

const types = [
  { code: 'R1', desc: '产品咨询' },
  { code: 'R2', desc: '学术合作' },
  { code: 'R9', desc: '其他' },
];

describe('validateRequirement (spec 5, in order)', () => {
  it('no type: 请选择需求类型 (before anything else)', () => {
    expect(validateRequirement({ selected: [], contact: '', remark: '' }, types)).toBe('请选择需求类型');
  });

  it('blank contact: 请填写联系方式', () => {
    expect(validateRequirement({ selected: ['R1'], contact: '   ', remark: '' }, types)).toBe(
      '请填写联系方式',
    );
  });

  it('其他 with a blank remark: 请在备注中填写其他需求类型', () => {
    expect(validateRequirement({ selected: ['R1', 'R9'], contact: '13800000001', remark: '  ' }, types)).toBe(
      '请在备注中填写其他需求类型',
    );
  });

  it('the contact error comes before the 其他 one', () => {
    expect(validateRequirement({ selected: ['R9'], contact: '', remark: '' }, types)).toBe('请填写联系方式');
  });

  it('passes with a remark for 其他, or without one for other types', () => {
    expect(validateRequirement({ selected: ['R9'], contact: 'a@b.cn', remark: '培训' }, types)).toBeNull();
    expect(validateRequirement({ selected: ['R2'], contact: 'a@b.cn', remark: '' }, types)).toBeNull();
  });

  it("applies the spec's limits, declared once for the server and the popup", () => {
    expect(REQUIREMENT_LIMITS).toEqual({ contact: 255, remark: 300 });
    expect(OTHER_REQUIREMENT_DESC).toBe('其他');
  });
});

describe('toSubmission', () => {
  it('joins the codes in list order and trims the texts', () => {
    expect(toSubmission({ selected: ['R9', 'R1'], contact: ' 138 ', remark: ' 备注 ' }, types)).toEqual({
      typesStr: 'R1,R9',
      contactInformation: '138',
      remark: '备注',
    });
  });

  it('keeps texts within the limits', () => {
    const body = toSubmission({ selected: ['R1'], contact: 'x'.repeat(300), remark: 'y'.repeat(400) }, types);
    expect(body.contactInformation).toHaveLength(255);
    expect(body.remark).toHaveLength(300);
  });
});
