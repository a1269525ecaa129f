import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { screen, within } from '@testing-library/react';
import { RelatedCategories, subspecialtyListHref } from '../related-categories';
import { listOf, pending, renderCard, settled } from './sidebar-fixtures';

const api = fakeApi();

const subs = [
  { id: 1, name: '脑血管病', parentId: null },
  { id: 3, name: '颅内动脉瘤', parentId: 1 },
];
const products = [
  { id: 9, name: '蛇牌 Yasargil 钛合金动脉瘤夹', image: '/p9.svg', brandName: '蛇牌', categoryId: 6 },
  { id: 10, name: '瑞穗 临时阻断夹', image: '', brandName: '瑞穗', categoryId: null },
];

describe('related categories', () => {
  it('shows a skeleton while loading', () => {
    api.on(sidebarEndpoints.subspecialties, () => pending());
    api.on(sidebarEndpoints.products, () => pending());
    renderCard(<RelatedCategories contentId={8} contentType="U" />);
    expect(screen.getByRole('status', { name: '相关分类加载中' })).toBeInTheDocument();
  });

  it('chips filter the case list for a user-written item, in a new tab', async () => {
    api.on(sidebarEndpoints.subspecialties, listOf(subs));
    api.on(sidebarEndpoints.products, listOf([]));
    renderCard(<RelatedCategories contentId={8} contentType="U" />);
    await settled();
    const card = screen.getByRole('region', { name: '相关分类' });
    expect(api.requests(sidebarEndpoints.subspecialties)).toEqual([{ id: 8, type: 'U' }]);
    const chip = within(card).getByRole('link', { name: '颅内动脉瘤' });
    expect(chip).toHaveAttribute('href', '/case?subspecialtyId=3');
    expect(chip).toHaveAttribute('target', '_blank');
    expect(chip).toHaveAttribute('rel', 'noopener');
    expect(within(card).getByRole('link', { name: '脑血管病' })).toHaveAttribute(
      'href',
      '/case?subspecialtyId=1',
    );
    expect(within(card).queryByText('相关产品')).not.toBeInTheDocument();
  });

  it('chips filter the news list for a news item', () => {
    expect(subspecialtyListHref('I', 3)).toBe('/info?subspecialtyId=3');
    expect(subspecialtyListHref('U', 12)).toBe('/case?subspecialtyId=12');
  });

  it('products open by the jump rule, "-" standing for a missing category', async () => {
    api.on(sidebarEndpoints.subspecialties, () => {
      throw new ApiError(500, '服务器错误');
    });
    api.on(sidebarEndpoints.products, listOf(products));
    renderCard(<RelatedCategories contentId={4} contentType="I" />);
    await settled();
    const card = screen.getByRole('region', { name: '相关分类' });
    expect(api.requests(sidebarEndpoints.products)).toEqual([{ id: 4, type: 'I' }]);
    const clip = within(card).getByRole('link', { name: /蛇牌 Yasargil 钛合金动脉瘤夹/ });
    expect(clip).toHaveAttribute('href', '/bms/classify/6/product-details/9');
    expect(clip).toHaveAttribute('target', '_blank');
    expect(within(card).getByRole('link', { name: /瑞穗 临时阻断夹/ })).toHaveAttribute(
      'href',
      '/bms/classify/-/product-details/10',
    );
    // the failed subspecialties leave no chips behind
    expect(within(card).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('hides itself with neither subspecialties nor products', async () => {
    api.on(sidebarEndpoints.subspecialties, listOf([]));
    api.on(sidebarEndpoints.products, () => {
      throw new ApiError(404, '内容不存在');
    });
    renderCard(<RelatedCategories contentId={8} contentType="U" />);
    await settled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
