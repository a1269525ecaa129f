import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import { fakeApi } from '@portal/testing/fake-api';
import { screen } from '@testing-library/react';
import { DetailSidebar } from '../detail-sidebar';
import { listOf, renderCard, settled } from './sidebar-fixtures';

const api = fakeApi();

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
  api.on(sidebarEndpoints.community, ({ communityType }) => listOf(communityType === 'C' ? [circle] : []));
  api.on(
    sidebarEndpoints.activities,
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
  api.on(sidebarEndpoints.subspecialties, listOf([{ id: 2, name: '胶质瘤', parentId: 1 }]));
  api.on(sidebarEndpoints.products, listOf([]));
  api.on(sidebarEndpoints.keywords, listOf(['胶质瘤']));
  api.on(
    sidebarEndpoints.miniTools,
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
      api.on(sidebarEndpoints.keywords, listOf([null as unknown as string]));
      renderCard(<DetailSidebar contentId={8} contentType="I" />);
      await settled();
      expect(regionNames()).toEqual(['相关圈子', '相关活动', '相关分类', '评分工具']);
    } finally {
      error.mockRestore();
    }
  });
});
