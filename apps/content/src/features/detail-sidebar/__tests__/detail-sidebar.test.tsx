import {
  getContentActivities,
  getContentCommunity,
  getContentKeywords,
  getContentMiniTools,
  getContentProducts,
  getContentSubspecialties,
} from '@portal/api/calls/sidebar';
import { screen } from '@testing-library/react';
import { DetailSidebar } from '../detail-sidebar';
import { listOf, renderCard, settled } from './sidebar-fixtures';

jest.mock('@portal/api/calls/sidebar', () => ({
  getContentActivities: jest.fn(),
  getContentCommunity: jest.fn(),
  getContentKeywords: jest.fn(),
  getContentMiniTools: jest.fn(),
  getContentProducts: jest.fn(),
  getContentSubspecialties: jest.fn(),
}));

const circle = {
  id: 1,
  title: '胶质瘤MDT圈',
  description: '',
  image: '/c.svg',
  shareImage: '/c.svg',
  thumbnail: '/c.svg',
  contents: 1,
  views: 2,
};

beforeEach(() => {
  jest
    .mocked(getContentCommunity)
    .mockImplementation((_id, _type, communityType) =>
      Promise.resolve(listOf(communityType === 'C' ? [circle] : [])),
    );
  jest.mocked(getContentActivities).mockResolvedValue(
    listOf([
      {
        id: 4,
        name: '胶质瘤MDT病例征集',
        cover: '/a.svg',
        shareImage: '/a.svg',
        views: 10,
        contents: 2,
        subscribeStatus: 'F',
        startTime: 1,
        endTime: 2,
      },
    ]),
  );
  jest.mocked(getContentSubspecialties).mockResolvedValue(listOf([{ id: 2, name: '胶质瘤', parentId: 1 }]));
  jest.mocked(getContentProducts).mockResolvedValue(listOf([]));
  jest.mocked(getContentKeywords).mockResolvedValue(listOf(['胶质瘤']));
  jest
    .mocked(getContentMiniTools)
    .mockResolvedValue(
      listOf([{ id: 1, scoreToolName: 'KPS 评分', scoreToolUrl: '/kps', scoreToolKeywords: '' }]),
    );
});

const regionNames = () =>
  Array.from(screen.getByRole('complementary', { name: '相关推荐' }).querySelectorAll('section')).map((s) =>
    s.getAttribute('aria-label'),
  );

describe('detail sidebar', () => {
  it('composes the cards in the spec’s order, with the column entrance and honor info slots', async () => {
    renderCard(
      <DetailSidebar
        contentId={8}
        contentType="U"
        columnEntrance={<section aria-label="所属专栏" />}
        honorInfo={<section aria-label="荣誉信息" />}
      />,
    );
    await settled();
    expect(regionNames()).toEqual([
      '相关圈子',
      '相关活动',
      '所属专栏',
      '相关分类',
      '关键词搜索',
      '评分工具',
      '荣誉信息',
    ]);
  });

  it('a card that breaks while rendering takes only itself', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      // a malformed answer: the keyword card throws on it
      jest.mocked(getContentKeywords).mockResolvedValue(listOf([null as unknown as string]));
      renderCard(<DetailSidebar contentId={8} contentType="I" />);
      await settled();
      expect(regionNames()).toEqual(['相关圈子', '相关活动', '相关分类', '评分工具']);
    } finally {
      error.mockRestore();
    }
  });
});
