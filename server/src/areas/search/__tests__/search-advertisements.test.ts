import type { SearchAdvertisement, SearchResultItem } from '@portal/api/contract/search';
import { answersQuery, placeAdvertisements, readExtras, showsOnTab } from '../search-advertisements';

const result = (n: number): SearchResultItem => ({
  type: 'user',
  user: {
    id: n,
    realName: `医生${n}`,
    avatarAddress: '',
    company: '',
    department: '',
    title: '',
    fans: 0,
    isFollow: false,
  },
});

const ad = (adId: number, position: number): SearchAdvertisement => ({
  adId,
  image: `/media/ad-${adId}.svg`,
  module: 'search_result',
  extras: { keywords: ['胶质瘤'], position, tabs: [] },
  name: `广告${adId}`,
  code: `AD-${adId}`,
  clickLocation: '/mooc',
});

/** the list as 'r<id>' for results and 'ad<id>' for advertisements */
const shape = (list: readonly SearchResultItem[]) =>
  list.map((i) =>
    i.type === 'advertisement' ? `ad${i.advertisement.adId}` : i.type === 'user' ? `r${i.user.id}` : '?',
  );

const results = (n: number) => Array.from({ length: n }, (_, i) => result(i + 1));

describe('placeAdvertisements', () => {
  it('puts an advertisement at its 1-based position', () => {
    expect(shape(placeAdvertisements(results(4), [ad(7, 1)]))).toEqual(['ad7', 'r1', 'r2', 'r3', 'r4']);
    expect(shape(placeAdvertisements(results(4), [ad(7, 3)]))).toEqual(['r1', 'r2', 'ad7', 'r3', 'r4']);
  });

  it('clamps a position past the list to its end', () => {
    expect(shape(placeAdvertisements(results(2), [ad(7, 9)]))).toEqual(['r1', 'r2', 'ad7']);
  });

  it('positions are final places: two advertisements land where each asks', () => {
    expect(shape(placeAdvertisements(results(5), [ad(7, 4), ad(8, 2)]))).toEqual([
      'r1',
      'ad8',
      'r2',
      'ad7',
      'r3',
      'r4',
      'r5',
    ]);
  });

  it('two asking for the same place take it and the next, in the order given', () => {
    expect(shape(placeAdvertisements(results(3), [ad(7, 2), ad(8, 2)]))).toEqual([
      'r1',
      'ad7',
      'ad8',
      'r2',
      'r3',
    ]);
    expect(shape(placeAdvertisements(results(1), [ad(7, 5), ad(8, 6)]))).toEqual(['r1', 'ad7', 'ad8']);
  });

  it('leaves the list alone without advertisements and does not change its input', () => {
    const list = results(3);
    expect(placeAdvertisements(list, [])).toEqual(list);
    placeAdvertisements(list, [ad(7, 1)]);
    expect(shape(list)).toEqual(['r1', 'r2', 'r3']);
  });
});

describe('readExtras', () => {
  it('reads keywords, position and tabs', () => {
    expect(readExtras('{"keywords":["DBS"],"position":3,"tabs":["99","1"]}')).toEqual({
      keywords: ['DBS'],
      position: 3,
      tabs: ['99', '1'],
    });
  });

  it('refuses malformed extras, so such an advertisement never shows', () => {
    for (const json of [
      'not json',
      'null',
      '[]',
      '{"keywords":"DBS","position":1,"tabs":[]}',
      '{"keywords":["DBS"],"position":0,"tabs":[]}',
      '{"keywords":["DBS"],"position":1.5,"tabs":[]}',
      '{"keywords":["DBS"],"position":1,"tabs":[99]}',
      '{"keywords":["DBS"],"tabs":[]}',
    ])
      expect(readExtras(json)).toBeNull();
  });
});

describe('answersQuery and showsOnTab', () => {
  const extras = { keywords: ['DBS', '脑深部电刺激', ' '], position: 1, tabs: ['99', '1'] };

  it('matches when one of its words occurs in the query, ignoring case and spaces', () => {
    expect(answersQuery(extras, 'DBS')).toBe(true);
    expect(answersQuery(extras, 'dbs 程控')).toBe(true);
    expect(answersQuery(extras, '帕金森 脑深部 电刺激')).toBe(true);
    expect(answersQuery(extras, '脑深部')).toBe(false);
    expect(answersQuery(extras, '胶质瘤')).toBe(false);
    // a blank word matches nothing
    expect(answersQuery({ ...extras, keywords: [' '] }, '胶质瘤')).toBe(false);
  });

  it('shows on the tabs it names, or on every tab when it names none', () => {
    expect(showsOnTab(extras, '1')).toBe(true);
    expect(showsOnTab(extras, '99')).toBe(true);
    expect(showsOnTab(extras, '15')).toBe(false);
    expect(showsOnTab({ ...extras, tabs: [] }, '15')).toBe(true);
  });
});
