import { listSearch, parsePositiveInt } from '../search-params';

describe('list search params', () => {
  it('parses positive integers only', () => {
    expect(parsePositiveInt('3')).toBe(3);
    expect(parsePositiveInt(null)).toBeUndefined();
    expect(parsePositiveInt('0')).toBeUndefined();
    expect(parsePositiveInt('-1')).toBeUndefined();
    expect(parsePositiveInt('1.5')).toBeUndefined();
    expect(parsePositiveInt('abc')).toBeUndefined();
    expect(parsePositiveInt('99999999999999999999')).toBeUndefined();
  });

  it('resets the page when the filter changes and leaves page 1 out', () => {
    const params = new URLSearchParams('subspecialtyId=2&page=3&from=home');
    expect(listSearch(params, { subspecialtyId: 5 })).toBe('?subspecialtyId=5&from=home');
    expect(listSearch(params, { subspecialtyId: null })).toBe('?from=home');
    expect(listSearch(params, { page: 4 })).toBe('?subspecialtyId=2&page=4&from=home');
    expect(listSearch(params, { page: 1 })).toBe('?subspecialtyId=2&from=home');
    expect(listSearch(new URLSearchParams(), { page: 1 })).toBe('');
  });
});
