import { SEARCH_TABS } from '@portal/api/rules/search';
import {
  effectiveOrder,
  hasBrandToggle,
  hasEssencesToggle,
  MAIN_TABS,
  MORE_TABS,
  parseTab,
  readSearchState,
  searchQuery,
  sortOptions,
} from '../search-options';

const labels = (tab: Parameters<typeof sortOptions>[0]) =>
  sortOptions(tab).map((o) => `${o.code}:${o.label}`);

describe('tabs (spec 2)', () => {
  it('nine in the bar and four under 更多, in the spec order', () => {
    expect(MAIN_TABS).toEqual(['99', '5', '1', '2', '3', '12', '0001', '13', '7']);
    expect(MORE_TABS).toEqual(['10', '11', '14', '15']);
  });

  it('an unknown or missing type is All (99)', () => {
    expect(parseTab(null)).toBe('99');
    expect(parseTab('42')).toBe('99');
    expect(parseTab('0001')).toBe('0001');
  });
});

describe('sort bar per tab (spec 4)', () => {
  it('综合, 最新, 最热 on ordinary tabs', () => {
    for (const tab of ['99', '5', '1', '2', '3', '12', '13', '7', '10', '11', '14'] as const)
      expect(labels(tab)).toEqual([':综合', '1:最新', '2:最热']);
  });

  it('no 最热 on guides', () => {
    expect(labels(SEARCH_TABS.guides)).toEqual([':综合', '1:最新']);
  });

  it('no default on books, and 最热 reads 热销 there', () => {
    expect(labels(SEARCH_TABS.books)).toEqual(['1:最新', '2:热销']);
  });

  it('the essences toggle only on compile (7)', () => {
    const withEssences = [...MAIN_TABS, ...MORE_TABS].filter(hasEssencesToggle);
    expect(withEssences).toEqual(['7']);
  });

  it('brand certified on guides, compile and short videos', () => {
    const withBrand = [...MAIN_TABS, ...MORE_TABS].filter(hasBrandToggle);
    expect(withBrand).toEqual(['0001', '7', '10']);
  });

  it('an order the tab does not offer falls back to its first option', () => {
    expect(effectiveOrder('0001', '2')).toBe('');
    expect(effectiveOrder('15', '')).toBe('1');
    expect(effectiveOrder('15', '2')).toBe('2');
    expect(effectiveOrder('99', null)).toBe('');
    expect(effectiveOrder('99', '9')).toBe('');
  });
});

describe('the call query', () => {
  it('reads the URL and asks for pages of 9', () => {
    const state = readSearchState(
      new URLSearchParams('keywords= 胶质瘤 &type=7&order=1&essences=1&bmsAuth=1'),
    );
    expect(searchQuery(state, 2)).toEqual({
      platform: 'web',
      keywords: '胶质瘤',
      type: '7',
      order: '1',
      pageno: 2,
      pagesize: 9,
      essences: '1',
      bmsAuth: 1,
    });
  });

  it('drops the toggles a tab does not have', () => {
    const state = readSearchState(new URLSearchParams('keywords=x&type=1&essences=1&bmsAuth=1'));
    const query = searchQuery(state, 1);
    expect(query).not.toHaveProperty('essences');
    expect(query).not.toHaveProperty('bmsAuth');
  });

  it('a preset sends its orderRule; custom sends both times, or nothing without both', () => {
    expect(searchQuery(readSearchState(new URLSearchParams('keywords=x&orderRule=2')), 1)).toMatchObject({
      orderRule: '2',
    });
    expect(
      searchQuery(
        readSearchState(new URLSearchParams('keywords=x&orderRule=4&firstTime=100&lastTime=200')),
        1,
      ),
    ).toMatchObject({ orderRule: '4', firstTime: 100, lastTime: 200 });
    const half = searchQuery(readSearchState(new URLSearchParams('keywords=x&orderRule=4&firstTime=100')), 1);
    expect(half).not.toHaveProperty('orderRule');
    expect(half).not.toHaveProperty('firstTime');
  });
});
