import type { ArticleDetail, ArticleItem } from '@portal/api/contract/article';
import type { InfoDetail, InfoItem } from '@portal/api/contract/info';
import { localTime } from '@portal/testing/render';

/** The content area's data as the server answers it, for tests: override what a test is about. */
export function makeInfoItem(overrides: Partial<InfoItem> = {}): InfoItem {
  const infoId = overrides.infoId ?? 1;
  return {
    infoId,
    infoImg: `/media/covers/info-${infoId}.svg`,
    infoTitle: `胶质母细胞瘤术中荧光引导切除进展 ${infoId}`,
    essences: 'F',
    publishDate: localTime(2024, 5, 6, 9, 30),
    authorList: [{ authorName: '王建国', headImage: '/media/avatars/1.svg', userId: 11 }],
    authorNames: '王建国',
    searchDescription: '5-ALA 荧光引导下的最大安全切除，对患者总体生存期的影响。',
    bmsAuth: 0,
    compileArticle: 'F',
    subspecialtys: [{ id: 2, name: '神经肿瘤' }],
    showViews: 1234,
    showComments: 56,
    showDiggs: 78,
    url: `/info/detail?id=${infoId}`,
    ...overrides,
  };
}

export function makeInfoDetail(overrides: Partial<InfoDetail> = {}): InfoDetail {
  return {
    ...makeInfoItem(overrides),
    content: '<p>导语</p><h2>手术要点</h2><p>正文</p>',
    source: '脑医汇',
    favorites: 3,
    diggStatus: 'F',
    isCollect: false,
    ...overrides,
  };
}

export function makeArticleItem(overrides: Partial<ArticleItem> = {}): ArticleItem {
  const id = overrides.id ?? 1;
  return {
    id,
    type: 'case',
    title: `复杂颅底脑膜瘤切除一例 ${id}`,
    description: '岩斜区脑膜瘤经乙状窦前入路切除，术后神经功能保留良好。',
    cover: `/media/covers/case-${id}.svg`,
    images: [],
    publishTime: localTime(2024, 6, 1, 10, 20),
    showViews: 321,
    showComments: 12,
    showDiggs: 45,
    favorites: 6,
    essences: 'F',
    bmsAuth: 0,
    creator: {
      id: 70,
      realName: '李明',
      company: '北京天坛医院',
      avatarAddress: '/media/avatars/li.svg',
      userPostNum: 8,
      fans: 100,
      identity: 1,
    },
    subspecialtys: [{ id: 2, name: '神经肿瘤' }],
    ...overrides,
  };
}

export function makeArticleDetail(overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return {
    ...makeArticleItem(overrides),
    status: 'published',
    userDiggs: 300,
    followStatus: 'NF',
    diggStatus: 'F',
    isArticleCollect: false,
    mpArticleParagraphs: '<p>病史摘要</p><h2>手术过程</h2><p>术中所见</p>',
    ...overrides,
  };
}
