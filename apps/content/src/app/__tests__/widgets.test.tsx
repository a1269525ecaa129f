import { getInfoList } from '@portal/api/calls/info';
import { screen } from '@testing-library/react';
import { makeInfoItem, renderAt } from '../../testing/render';
import NewsFeedWidget from '../widgets/news-feed';

jest.mock('@portal/api/calls/info', () => ({
  getInfoList: jest.fn(),
  getInfoDetail: jest.fn(),
  getSubspecialties: jest.fn(),
}));

describe('exposed widgets', () => {
  it('./widgets/NewsFeed default-exports the news feed, usable without props', async () => {
    const page = { pageNo: 1, pageSize: 6, totalPage: 1, totalCount: 1 };
    jest
      .mocked(getInfoList)
      .mockResolvedValue({ code: 1, list: [makeInfoItem({ infoTitle: '首页资讯' })], page });
    renderAt('/', <NewsFeedWidget />);
    expect(await screen.findByRole('link', { name: /首页资讯/ })).toBeInTheDocument();
  });
});
