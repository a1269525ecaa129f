import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { fakeApi } from '@portal/testing/fake-api';
import { installIntersectionObserver } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { screen } from '@testing-library/react';
import { feedItem, list } from '../../testing/fixtures';
import CommunityRoutes from '../routes';

const api = fakeApi();

beforeEach(() => {
  installIntersectionObserver();
  api.on(e.feed, list([feedItem(1)]));
  api.on(e.hotTopics, list([]));
  api.on(e.circles, list([]));
});

describe('community routes', () => {
  it('shows the community home at /topic-circle and at /topic-circle/', async () => {
    for (const url of ['/topic-circle', '/topic-circle/']) {
      const view = renderAt(url, <CommunityRoutes />);
      expect(
        await screen.findByRole('heading', { level: 1, name: '社区' }, { timeout: 5_000 }),
      ).toBeInTheDocument();
      expect(document.title).toBe('社区 - 脑医汇');
      view.unmount();
    }
  });

  it('answers any other path with the not-found page', async () => {
    renderAt('/topic-circle/no-such-page', <CommunityRoutes />);
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });
});
