import type { CommunityEntry } from '@portal/api/contract/sidebar';
import { sidebarEndpoints } from '@portal/api/endpoints/sidebar';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { screen, within } from '@testing-library/react';
import { CircleEntrance } from '../circle-entrance';
import { listOf, pending, renderCard, settled } from './sidebar-fixtures';

const api = fakeApi();

const entry = (id: number, title: string, extra: Partial<CommunityEntry> = {}): CommunityEntry => ({
  id,
  title,
  description: `${title}的讨论`,
  image: `/media/cover/${id}.svg`,
  shareImage: `/media/cover/share-${id}.svg`,
  thumbnail: `/media/cover/thumb-${id}.svg`,
  contents: 120,
  views: 3400,
  ...extra,
});

function answer(circles: CommunityEntry[] | Error, topics: CommunityEntry[] | Error) {
  api.on(sidebarEndpoints.community, ({ communityType }) => {
    const value = communityType === 'C' ? circles : topics;
    if (value instanceof Error) throw value;
    return listOf(value);
  });
}

describe('circle entrance', () => {
  it('shows a skeleton while loading', () => {
    api.on(sidebarEndpoints.community, () => pending());
    renderCard(<CircleEntrance contentId={8} contentType="U" />);
    expect(screen.getByRole('status', { name: '相关圈子加载中' })).toBeInTheDocument();
  });

  it('lists circles and topics, each opening its community page in a new tab', async () => {
    answer(
      [entry(1, '动脉瘤夹闭与介入圈'), entry(2, '脑AVM多模态治疗圈', { contents: 5, views: 90 })],
      [entry(7, '破裂风险评估')],
    );
    renderCard(<CircleEntrance contentId={8} contentType="U" />);

    await settled();
    const circles = screen.getByRole('region', { name: '相关圈子' });
    expect(api.requests(sidebarEndpoints.community)).toEqual([
      { articleId: 8, articleType: 'U', communityType: 'C' },
      { articleId: 8, articleType: 'U', communityType: 'T' },
    ]);
    const first = within(circles).getByRole('link', { name: /动脉瘤夹闭与介入圈/ });
    expect(first).toHaveAttribute('href', '/topic-circle/communitycircle?id=1');
    expect(first).toHaveAttribute('target', '_blank');
    expect(first).toHaveAttribute('rel', 'noopener');
    expect(within(circles).getByText('5 内容 · 90 浏览')).toBeInTheDocument();

    const topics = screen.getByRole('region', { name: '相关话题' });
    const topic = within(topics).getByRole('link', { name: /破裂风险评估/ });
    expect(topic).toHaveAttribute('href', '/topic-circle/communitytopic?id=7');
    expect(topic).toHaveAttribute('target', '_blank');
    expect(within(topics).getByText('破裂风险评估的讨论')).toBeInTheDocument();
  });

  it('leaves out an empty list and keeps the other', async () => {
    answer([], [entry(7, '破裂风险评估')]);
    renderCard(<CircleEntrance contentId={3} contentType="I" />);
    await settled();
    expect(screen.getByRole('region', { name: '相关话题' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '相关圈子' })).not.toBeInTheDocument();
    expect(api.requests(sidebarEndpoints.community)).toContainEqual({
      articleId: 3,
      articleType: 'I',
      communityType: 'C',
    });
  });

  it('hides itself when both lists are empty', async () => {
    answer([], []);
    renderCard(<CircleEntrance contentId={8} contentType="U" />);
    await settled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('hides a list that failed, and everything when both failed', async () => {
    answer(new ApiError(500, '服务器错误'), [entry(7, '破裂风险评估')]);
    const first = renderCard(<CircleEntrance contentId={8} contentType="U" />);
    await settled();
    expect(screen.getByRole('region', { name: '相关话题' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '相关圈子' })).not.toBeInTheDocument();
    first.unmount();

    answer(new ApiError(404, '内容不存在'), new ApiError(404, '内容不存在'));
    renderCard(<CircleEntrance contentId={9} contentType="U" />);
    await settled();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
