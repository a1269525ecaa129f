import type { ListEnvelope } from '@portal/api/contract/envelope';
import type { InfoItem } from '@portal/api/contract/info';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { ApiError } from '@portal/api/errors';
import { NEWS_FEED_SIZE } from '@portal/api/queries/content';
import { fakeApi } from '@portal/testing/fake-api';
import { localTime, renderAt } from '@portal/testing/render';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeInfoItem } from '../../../testing/fixtures';
import { NewsFeed } from '../news-feed';

const api = fakeApi();

function envelope(list: InfoItem[]): ListEnvelope<InfoItem> {
  return { code: 1, list, page: { pageNo: 1, pageSize: 6, totalPage: 9, totalCount: 50 } };
}

const items = Array.from({ length: NEWS_FEED_SIZE }, (_, i) =>
  makeInfoItem({
    infoId: i + 1,
    infoTitle: `颅内动脉瘤介入治疗新进展 ${i + 1}`,
    publishDate: localTime(2024, 6, 10 - i),
  }),
);

describe('NewsFeed', () => {
  it('asks for the latest 6 and shows each with cover, title and date', async () => {
    api.on(infoEndpoints.list, envelope(items));
    renderAt('/', <NewsFeed />);
    expect(screen.getByRole('heading', { level: 2, name: '最新资讯' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '最新资讯列表' });
    expect(api.requests(infoEndpoints.list)).toContainEqual({ pageNo: 1, pageSize: 6 });

    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(6);
    const first = rows[0]!;
    expect(within(first).getByText('颅内动脉瘤介入治疗新进展 1')).toBeInTheDocument();
    expect(within(first).getByText('2024-06-10')).toHaveAttribute('datetime', '2024-06-10');
    const cover = first.querySelector('img');
    expect(cover).toHaveAttribute('src', '/media/covers/info-1.svg');
    expect(cover).toHaveAttribute('width', '220');
    expect(cover).toHaveAttribute('height', '124');
    expect(cover?.parentElement).toHaveClass(
      'md:h-[124px]',
      'md:w-[220px]',
      'max-md:h-[68px]',
      'max-md:w-[120px]',
    );
  });

  it("fetches the first row's cover at once (the home page's largest paint), the others when near", async () => {
    api.on(infoEndpoints.list, envelope(items));
    renderAt('/', <NewsFeed />);
    const list = await screen.findByRole('list', { name: '最新资讯列表' });
    const covers = within(list)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('img'));
    expect(covers[0]).toHaveAttribute('loading', 'eager');
    expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
    for (const cover of covers.slice(1)) {
      expect(cover).toHaveAttribute('loading', 'lazy');
      expect(cover).not.toHaveAttribute('fetchpriority');
    }
  });

  it("links every item through the host's jump rule: the detail page in a new tab", async () => {
    api.on(infoEndpoints.list, envelope(items.slice(0, 2)));
    renderAt('/', <NewsFeed />);
    const link = await screen.findByRole('link', { name: /颅内动脉瘤介入治疗新进展 2/ });
    expect(link).toHaveAttribute('href', '/info/detail?id=2');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('更多资讯 goes to the full list in the same tab', async () => {
    api.on(infoEndpoints.list, envelope(items));
    const view = renderAt('/', <NewsFeed />);
    await userEvent.click(screen.getByRole('link', { name: '更多资讯' }));
    expect(view.location()).toBe('/info');
  });

  it('a failed call shows the server message and 重试 asks again; an empty answer says so', async () => {
    api
      .once(infoEndpoints.list, () => {
        throw new ApiError(500, '服务器繁忙');
      })
      .once(infoEndpoints.list, envelope([]));
    renderAt('/', <NewsFeed />);
    expect(await screen.findByText('服务器繁忙')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无资讯')).toBeInTheDocument();
    expect(api.requests(infoEndpoints.list)).toHaveLength(2);
  });
});
