import type { ProductDetail, ProductMention, ProductMentionsResponse } from '@portal/api/contract/brand';
import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import type { ProductMentionType } from '@portal/api/rules/brand';
import { useSessionUser } from '@portal/session/hooks';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BrandsRoutes from '../../../app/routes';

// the session settled: the reader is whoever useSessionUser says
jest.mock('@portal/session/hooks', () => {
  const useSessionUser = jest.fn();
  return { useSessionUser, useViewerId: () => useSessionUser()?.id ?? null };
});

const api = fakeApi();

const PRODUCT: ProductDetail = {
  id: 27,
  name: '蛇牌 Yasargil 钛合金动脉瘤夹',
  image: '/media/cover/product-27.svg',
  brand: { id: 3, name: '蛇牌' },
  categoryId: 6,
  category: '动脉瘤夹',
  brandProductLine: null,
  views: 10,
  followers: 2,
  pictures: ['/media/cover/product-27.svg'],
  specs: [],
  description: '',
  followStatus: 'F',
  manage: false,
};

const mention = (overrides: Partial<ProductMention>): ProductMention => ({
  type: 'case',
  kind: 'mp_article',
  id: 1,
  title: '前交通动脉瘤夹闭一例',
  summary: '术中临时阻断后永久夹闭。',
  cover: '',
  url: '/case/detail-ugc?id=1',
  time: Date.UTC(2026, 4, 2),
  authorName: '王建国',
  context: '',
  bmsAuth: 0,
  ...overrides,
});

const counts = { case: 0, article: 2, talk: 3, question: 0 };

/** the server's answer: `items` of each type, paged as asked */
function serve(items: Partial<Record<ProductMentionType, ProductMention[]>>, total = counts) {
  api.on(e.productMentions, ({ type, pageNo = 1, pageSize = 10 }): ProductMentionsResponse => {
    const all = items[type] ?? [];
    return {
      code: 1,
      list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
      page: { pageNo, pageSize, totalCount: all.length, totalPage: Math.ceil(all.length / pageSize) },
      counts: total,
    };
  });
}

const openPage = () => renderAt('/bms/classify/6/product-details/27', <BrandsRoutes />, createTestHost());

beforeEach(() => {
  jest.mocked(useSessionUser).mockReturnValue(null);
  api.on(e.product, PRODUCT);
});

describe('临床应用 on a product page', () => {
  it('opens on the first type that has anything, each tab with its count; each item to its page, with 品牌认证 when certified', async () => {
    serve({
      article: [
        mention({
          type: 'article',
          kind: 'info',
          id: 8,
          title: '动脉瘤夹的发展',
          url: '/info/detail?id=8',
          bmsAuth: 1,
        }),
        mention({ type: 'article', id: 9, title: '术中荧光造影的体会', url: '/case/detail-ugc?id=9' }),
      ],
    });
    openPage();
    const section = await screen.findByRole('region', { name: '临床应用' });
    const tab = await within(section).findByRole('tab', { name: '文章 2' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(within(section).getByRole('tab', { name: '病例 0' })).toHaveAttribute('aria-selected', 'false');
    expect(within(section).getByRole('tab', { name: '会议讲题 3' })).toBeInTheDocument();
    const panel = within(section).getByRole('tabpanel');
    const news = await within(panel).findByRole('link', { name: /动脉瘤夹的发展/ });
    expect(news).toHaveAttribute('href', '/info/detail?id=8');
    expect(news).toHaveAttribute('target', '_blank');
    expect(within(news).getByText('品牌认证')).toBeInTheDocument();
    expect(within(news).getByText('资讯')).toBeInTheDocument();
    const own = within(panel).getByRole('link', { name: /术中荧光造影的体会/ });
    expect(within(own).queryByText('品牌认证')).toBeNull();
    expect(within(own).getByText('文章')).toBeInTheDocument();
  });

  it('a tab asks for its own type; a talk names its meeting', async () => {
    serve({
      article: [mention({ type: 'article', id: 9 })],
      talk: [
        mention({
          type: 'talk',
          kind: 'agenda',
          id: 31,
          title: '复杂动脉瘤夹闭的技术要点',
          url: '/meeting/detail?id=4&agendaId=31',
          context: '2026 脑血管病大会',
          bmsAuth: undefined,
        }),
      ],
    });
    openPage();
    await userEvent.click(await screen.findByRole('tab', { name: '会议讲题 3' }));
    const talk = await screen.findByRole('link', { name: /复杂动脉瘤夹闭的技术要点/ });
    expect(talk).toHaveAttribute('href', '/meeting/detail?id=4&agendaId=31');
    expect(within(talk).getByText(/会议：2026 脑血管病大会/)).toBeInTheDocument();
    expect(api.requests(e.productMentions).map((r) => r.type)).toContain('talk');
  });

  it('loads the next page on 加载更多, until there is no more', async () => {
    const many = Array.from({ length: 12 }, (_, i) =>
      mention({
        type: 'article',
        id: 100 + i,
        title: `文章 ${100 + i}`,
        url: `/case/detail-ugc?id=${100 + i}`,
      }),
    );
    serve({ article: many }, { ...counts, article: 12 });
    openPage();
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findAllByRole('link')).toHaveLength(10);
    await userEvent.click(within(panel).getByRole('button', { name: '加载更多' }));
    expect(await within(panel).findByText('没有更多了')).toBeInTheDocument();
    expect(within(panel).getAllByRole('link')).toHaveLength(12);
    expect(
      api
        .requests(e.productMentions)
        .filter((r) => r.type === 'article')
        .map((r) => r.pageNo),
    ).toEqual([1, 2]);
  });

  it('says so when nothing mentions the product', async () => {
    serve({}, { case: 0, article: 0, talk: 0, question: 0 });
    openPage();
    expect(await screen.findByText('暂无提及该产品的病例')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '病例 0' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys', async () => {
    serve({}, { case: 1, article: 0, talk: 0, question: 0 });
    openPage();
    const tab = await screen.findByRole('tab', { name: '病例 1' });
    tab.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const question = screen.getByRole('tab', { name: '问答 0' });
    expect(question).toHaveAttribute('aria-selected', 'true');
    expect(question).toHaveFocus();
  });
});
