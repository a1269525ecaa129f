import { infoEndpoints } from '@portal/api/endpoints/info';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen } from '@testing-library/react';
import { makeInfoItem } from '../../testing/fixtures';
import NewsFeedWidget from '../widgets/news-feed';

const api = fakeApi();

describe('exposed widgets', () => {
  it('./widgets/NewsFeed default-exports the news feed, usable without props', async () => {
    const page = { pageNo: 1, pageSize: 6, totalPage: 1, totalCount: 1 };
    api.on(infoEndpoints.list, { code: 1, list: [makeInfoItem({ infoTitle: '首页资讯' })], page });
    renderAt('/', <NewsFeedWidget />);
    expect(await screen.findByRole('link', { name: /首页资讯/ })).toBeInTheDocument();
  });
});
