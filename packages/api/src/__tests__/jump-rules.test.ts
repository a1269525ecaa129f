import { CONTENT_TYPES, type JumpItem } from '@portal/api/contract/jump';
import { JUMP_RULES, resolveJump, SHORT_VIDEO_COMPETITION_PATH, safeGivenUrl } from '../jump-rules';

const tab = (url: string) => ({ kind: 'link', url, newTab: true });
const none = { kind: 'none' };

describe('jump rules table', () => {
  it('has a rule for every content type of the contract', () => {
    expect(Object.keys(JUMP_RULES).sort()).toEqual([...CONTENT_TYPES].sort());
  });

  it('documents the deployment-specific competition path', () => {
    expect(SHORT_VIDEO_COMPETITION_PATH).toBe('/competition/detail');
  });
});

describe('resolveJump, row by row (spec 2)', () => {
  const rows: Array<[string, JumpItem, object]> = [
    ['meeting', { type: 'meeting', id: 12 }, tab('/meeting/detail?id=12')],
    [
      'meeting with fieldsId',
      { type: 'meeting', id: 12, fieldsId: 3 },
      tab('/meeting/detail?id=12&fieldsId=3'),
    ],
    [
      'meeting with agendaId',
      { type: 'meeting', id: 12, agendaId: 8 },
      tab('/meeting/detail?id=12&agendaId=8'),
    ],
    ['ocscourse', { type: 'ocscourse', id: 7 }, tab('/mooc/#/pages/coursePlay/coursePlay?courseId=7')],
    ['mparticle', { type: 'mparticle', id: 5 }, tab('/case/detail-ugc?id=5')],
    ['info', { type: 'info', id: 1, url: '/info/detail?id=1' }, tab('/info/detail?id=1')],
    ['other', { type: 'other', url: 'https://www.example.com/a?b=1' }, tab('https://www.example.com/a?b=1')],
    [
      'community_answer',
      { type: 'community_answer', url: '/topic-circle/answerhome/4' },
      tab('/topic-circle/answerhome/4'),
    ],
    ['elab_case_detail', { type: 'elab_case_detail', id: 9 }, tab('/link/detail?id=9')],
    ['elab_special_column', { type: 'elab_special_column', id: 6 }, tab('/link/columnlist/6')],
    ['elab_case', { type: 'elab_case' }, tab('/link/')],
    ['brand', { type: 'brand', id: 2, categoryId: 11 }, tab('/bms/classify/11/brand-details/2')],
    ['brand without category', { type: 'brand', id: 2 }, tab('/bms/classify/-/brand-details/2')],
    [
      'brand with null category',
      { type: 'brand', id: 2, categoryId: null },
      tab('/bms/classify/-/brand-details/2'),
    ],
    [
      'brandProductLine',
      { type: 'brandProductLine', id: 4, categoryId: 11 },
      tab('/bms/classify/11/product-line-details/4'),
    ],
    ['product', { type: 'product', id: 8, categoryId: 3 }, tab('/bms/classify/3/product-details/8')],
    ['product without category', { type: 'product', id: 8 }, tab('/bms/classify/-/product-details/8')],
    [
      'brandActivity',
      { type: 'brandActivity', id: 1, categoryId: 5 },
      tab('/bms/classify/5/activity-details/1'),
    ],
    [
      'brandActivity without category',
      { type: 'brandActivity', id: 1 },
      tab('/bms/classify/-/activity-details/1'),
    ],
    [
      'shortVideoCompetition',
      { type: 'shortVideoCompetition', id: 'c2026' },
      tab('/competition/detail?competitionId=c2026'),
    ],
    [
      'shortVideo',
      { type: 'shortVideo', id: 33 },
      {
        kind: 'inPlace',
        action: 'shortVideoPlayer',
        id: 33,
        fallbackUrl: '/app/shortplayer/index.html?id=33',
      },
    ],
    ['community_question', { type: 'community_question', id: 15 }, tab('/topic-circle/questionhome?id=15')],
    ['community_home', { type: 'community_home' }, tab('/topic-circle/')],
    ['community_qa', { type: 'community_qa', id: 16 }, tab('/topic-circle/communitytopic?id=16')],
    ['community_circle', { type: 'community_circle', id: 17 }, tab('/topic-circle/communitycircle?id=17')],
    ['community_activity', { type: 'community_activity', id: 18 }, tab('/topic-circle/activitydetail?id=18')],
    ['weekly', { type: 'weekly', id: 20 }, tab('/info/weekly?weeklyId=20')],
    [
      'weekly with locateId',
      { type: 'weekly', id: 20, locateId: 301 },
      tab('/info/weekly?weeklyId=20&locateId=301'),
    ],
    ['article_column', { type: 'article_column', id: 21 }, tab('/column/detail/pgc?id=21')],
    [
      'article_column with columnType',
      { type: 'article_column', id: 21, columnType: 'ugc' },
      tab('/column/detail?id=21&type=ugc'),
    ],
    ['idp_information_homepage', { type: 'idp_information_homepage' }, tab('/idp')],
    ['meeting_fields', { type: 'meeting_fields', id: 3 }, none],
  ];

  it.each(rows)('%s', (_name, item, expected) => {
    expect(resolveJump(item)).toEqual(expected);
  });
});

describe('resolveJump, missing data', () => {
  it.each<JumpItem>([
    { type: 'meeting' },
    { type: 'ocscourse', id: '' },
    { type: 'mparticle' },
    { type: 'elab_case_detail' },
    { type: 'elab_special_column' },
    { type: 'brand' },
    { type: 'brandProductLine', id: 4 },
    { type: 'brandProductLine', categoryId: 4 },
    { type: 'product' },
    { type: 'brandActivity', categoryId: 2 },
    { type: 'shortVideoCompetition' },
    { type: 'shortVideo' },
    { type: 'community_question' },
    { type: 'community_qa' },
    { type: 'community_circle' },
    { type: 'community_activity' },
    { type: 'weekly', locateId: 3 },
    { type: 'article_column', columnType: 'ugc' },
    { type: 'info' },
    { type: 'other', url: '' },
    { type: 'community_answer', url: '   ' },
  ])('%p has no jump', (item) => {
    expect(resolveJump(item)).toEqual(none);
  });

  it('an unknown type has no jump', () => {
    expect(resolveJump({ type: 'nonsense' } as unknown as JumpItem)).toEqual(none);
    expect(resolveJump({ type: 'toString' } as unknown as JumpItem)).toEqual(none);
  });

  it('an optional value left empty is left out', () => {
    expect(resolveJump({ type: 'meeting', id: 1, fieldsId: '' })).toEqual(tab('/meeting/detail?id=1'));
  });
});

describe('resolveJump, encoding', () => {
  it('URL-encodes query values', () => {
    expect(resolveJump({ type: 'weekly', id: '2026 第1期', locateId: 'a&b=c' })).toEqual(
      tab('/info/weekly?weeklyId=2026%20%E7%AC%AC1%E6%9C%9F&locateId=a%26b%3Dc'),
    );
    expect(resolveJump({ type: 'article_column', id: 3, columnType: 'x&y' })).toEqual(
      tab('/column/detail?id=3&type=x%26y'),
    );
  });

  it('URL-encodes path segments', () => {
    expect(resolveJump({ type: 'brand', id: '../1', categoryId: 'a/b' })).toEqual(
      tab('/bms/classify/a%2Fb/brand-details/..%2F1'),
    );
  });
});

describe('safeGivenUrl', () => {
  it('accepts site paths and http(s) URLs only', () => {
    expect(safeGivenUrl('/info/detail?id=1')).toBe('/info/detail?id=1');
    expect(safeGivenUrl('https://www.example.com/')).toBe('https://www.example.com/');
    expect(safeGivenUrl('http://www.example.com/x')).toBe('http://www.example.com/x');
    expect(safeGivenUrl('javascript:alert(1)')).toBeNull();
    expect(safeGivenUrl('data:text/html,x')).toBeNull();
    expect(safeGivenUrl('//evil.example')).toBeNull();
    expect(safeGivenUrl('info/detail')).toBeNull();
    expect(safeGivenUrl(undefined)).toBeNull();
  });

  it('a dangerous given link is no jump', () => {
    expect(resolveJump({ type: 'info', url: 'javascript:alert(1)' })).toEqual(none);
  });
});
