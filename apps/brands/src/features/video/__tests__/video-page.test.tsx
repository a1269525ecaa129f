import type { BrandVideo } from '@portal/api/contract/brand';
import type { SessionUser } from '@portal/api/contract/user';
import { brandVideoCommentEndpoints as c, brandEndpoints as e } from '@portal/api/endpoints/brand';
import { jumpUrl } from '@portal/api/jump-rules';
import { useSessionUser } from '@portal/session/hooks';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BrandsRoutes from '../../../app/routes';

// the session settled: the reader is whoever useSessionUser says
jest.mock('@portal/session/hooks', () => {
  const useSessionUser = jest.fn();
  return { useSessionUser, useViewerId: () => useSessionUser()?.id ?? null };
});

const api = fakeApi();
const ME: SessionUser = { id: 1, realName: '王建国', avatarAddress: '', identity: 1, isAuth: 1 };

const video: BrandVideo = {
  id: 5,
  title: '品驰 G102R 操作演示',
  cover: '/media/cover/brand-video-5.svg',
  duration: 10,
  views: 120,
  comments: 1,
  brand: { id: 19, name: '品驰' },
  categoryId: 4,
  createdAt: 1_764_000_000_000,
  videoUrl: '/media/video/lecture-demo.webm',
  description: '在模拟环境中演示开机与设置。',
  product: { id: 27, name: '品驰 G102R 可充电脑起搏器' },
};

const comment = {
  id: 71,
  text: '请问有培训课程吗？',
  diggs: 0,
  isDigg: false,
  creationDate: 1_764_000_100_000,
  creator: { id: 2, realName: '李明华', avatarAddress: '', identity: 1 },
  childComments: [],
  childCommentsCount: 0,
};

/** the shell's jump rules, as the host resolves them */
const host = () =>
  createTestHost({
    resolveJump: (item) => {
      const url = jumpUrl(item);
      return url ? { kind: 'link', url, newTab: true } : { kind: 'none' };
    },
    requireLogin: jest.fn(() => true),
  });

beforeEach(() => {
  api.on(e.video, video);
  api.on(e.videos, { code: 1, list: [], page: { pageNo: 1, pageSize: 8, totalPage: 0, totalCount: 0 } });
  api.on(c.comments, {
    code: 1,
    list: [comment],
    page: { pageNo: 1, pageSize: 10, totalPage: 1, totalCount: 1 },
  });
});

describe('a brand video page', () => {
  it('plays the video, links its brand and product, and lists its comments', async () => {
    jest.mocked(useSessionUser).mockReturnValue(null);
    renderAt('/bms/classify/4/video-details/5', <BrandsRoutes />, host());
    expect(await screen.findByRole('heading', { level: 1, name: '品驰 G102R 操作演示' })).toBeInTheDocument();
    expect(document.querySelector('video')?.getAttribute('src')).toBe('/media/video/lecture-demo.webm');
    expect(screen.getByRole('link', { name: '品驰' })).toHaveAttribute(
      'href',
      '/bms/classify/4/brand-details/19',
    );
    expect(screen.getByRole('link', { name: '品驰 G102R 可充电脑起搏器' })).toHaveAttribute(
      'href',
      '/bms/classify/4/product-details/27',
    );
    expect(await screen.findByText('请问有培训课程吗？')).toBeInTheDocument();
    expect(api.requests(c.comments)[0]).toMatchObject({ articleId: 5 });
  });

  it('posts a comment of the signed-in reader on this video', async () => {
    jest.mocked(useSessionUser).mockReturnValue(ME);
    api.on(c.postComment, {
      ...comment,
      id: 72,
      text: '已报名培训',
      creator: { ...comment.creator, id: 1, realName: '王建国' },
    });
    renderAt('/bms/classify/4/video-details/5', <BrandsRoutes />, host());
    const box = await screen.findByRole('textbox', { name: /评论/ });
    await userEvent.type(box, '已报名培训');
    await userEvent.click(screen.getByRole('button', { name: /^发(表|布)/ }));
    await waitFor(() => expect(api.requests(c.postComment)).toEqual([{ articleId: 5, text: '已报名培训' }]));
    expect(await screen.findByText('已报名培训')).toBeInTheDocument();
  });
});
