import type { ShortVideo } from '@portal/api/contract/short-video';
import type { SessionUser } from '@portal/api/contract/user';
import { shortVideoEndpoints as e } from '@portal/api/endpoints/short-video';
import { ApiError } from '@portal/api/errors';
import { useSessionUser, useViewerId } from '@portal/session/hooks';
import { isHlsUrl } from '@portal/shared-ui/video-source';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContentRoutes from '../../../app/routes';
import { ShortVideoOverlay } from '../short-video-overlay';
import { videoIdParam } from '../short-video-page';

jest.mock('@portal/session/hooks', () => ({ useSessionUser: jest.fn(), useViewerId: jest.fn() }));

const mockHlsInstances: { src: string; attached: HTMLMediaElement | null; destroyed: boolean }[] = [];
jest.mock('hls.js', () => {
  class FakeHls {
    static isSupported = () => true;
    static Events = { ERROR: 'hlsError' };
    record = { src: '', attached: null as HTMLMediaElement | null, destroyed: false };
    constructor() {
      mockHlsInstances.push(this.record);
    }
    on() {}
    loadSource(src: string) {
      this.record.src = src;
    }
    attachMedia(media: HTMLMediaElement) {
      this.record.attached = media;
    }
    destroy() {
      this.record.destroyed = true;
    }
  }
  return { __esModule: true, default: FakeHls };
});

const api = fakeApi();
const ME: SessionUser = { id: 1, realName: '王建国', avatarAddress: '', identity: 1, isAuth: 1 };

const video = (id: number, extra: Partial<ShortVideo> = {}): ShortVideo => ({
  id,
  title: `术中实拍：动脉瘤夹闭 ${id}`,
  cover: `/media/cover/short-video-${id}.svg`,
  description: '讲解动脉瘤夹闭的要点。',
  videoUrl: '/media/video/lecture-demo.webm',
  duration: 10,
  bmsAuth: 0,
  essences: 'F',
  subspecialtyId: 3,
  onlineTime: 1_764_000_000_000,
  views: 120,
  diggs: 8,
  comments: 0,
  favorites: 2,
  isDigg: 'F',
  isCollect: 'F',
  creator: { id: 9, realName: '李明华', avatarAddress: '', identity: 1 },
  ...extra,
});

const emptyComments = {
  code: 1 as const,
  list: [],
  page: { pageNo: 1, pageSize: 10, totalPage: 0, totalCount: 0 },
};

let signedIn: SessionUser | null = null;

beforeEach(() => {
  // jsdom plays nothing: the player's pause on close is a no-op here
  jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  signedIn = null;
  mockHlsInstances.length = 0;
  jest.mocked(useSessionUser).mockImplementation(() => signedIn);
  // the session is known in these tests: whom the keys are for is the signed-in user
  jest.mocked(useViewerId).mockImplementation(() => signedIn?.id ?? null);
  api.on(e.detail, ({ id }) => {
    if (id === 404) throw new ApiError(404, '短视频不存在或已下线');
    return video(id);
  });
  api.on(e.feed, ({ id }) => ({
    previous: id > 1 ? [{ id: id - 1, title: 'p', cover: '' }] : [],
    next: [{ id: id + 1, title: 'n', cover: '' }],
  }));
  api.on(e.view, { views: 121, counted: true });
  api.on(e.comments, emptyComments);
  // jsdom has no matchMedia: a phone
  window.matchMedia = undefined as unknown as typeof window.matchMedia;
});

afterEach(() => jest.restoreAllMocks());

const host = () => createTestHost({ requireLogin: jest.fn(() => signedIn !== null) });

describe('the short-video page', () => {
  it('shows the video with its title, creator, views and badge, and counts a view', async () => {
    api.on(e.detail, video(7, { bmsAuth: 1 }));
    renderAt('/app/shortplayer/index.html?id=7', <ContentRoutes />, host());
    expect(
      await screen.findByRole('heading', { level: 1, name: '术中实拍：动脉瘤夹闭 7' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('短视频播放器：术中实拍：动脉瘤夹闭 7')).toHaveAttribute(
      'src',
      '/media/video/lecture-demo.webm',
    );
    expect(screen.getByTestId('short-video-creator')).toHaveAttribute('href', '/user-center?profileUserId=9');
    expect(screen.getByText('品牌认证')).toBeInTheDocument();
    expect(screen.getByTestId('short-video-views')).toHaveTextContent('120 次播放');
    await waitFor(() => expect(api.requests(e.view)).toEqual([{ videoId: 7 }]));
    expect(document.title).toBe('术中实拍：动脉瘤夹闭 7 - 短视频');
  });

  it('shows an anonymous creator as 匿名用户 without a link', async () => {
    api.on(e.detail, video(7, { creator: { id: 0, realName: '匿名用户', avatarAddress: '', identity: 3 } }));
    renderAt('/app/shortplayer/index.html?id=7', <ContentRoutes />, host());
    const creator = await screen.findByTestId('short-video-creator');
    expect(creator.tagName).toBe('SPAN');
    expect(creator).toHaveTextContent('匿名用户');
  });

  it('moves to the next and previous video by arrow keys and swipes, replacing the address', async () => {
    const { location } = renderAt('/app/shortplayer/index.html?id=7', <ContentRoutes />, host());
    await screen.findByRole('heading', { level: 1, name: '术中实拍：动脉瘤夹闭 7' });
    await waitFor(() => expect(api.requests(e.feed)).toHaveLength(1));
    await screen.findByRole('button', { name: '下一个', hidden: false });
    await waitFor(() => expect(screen.getByRole('button', { name: '下一个' })).toBeEnabled());
    fireEvent.keyDown(window, { key: 'ArrowDown' });
    await screen.findByRole('heading', { level: 1, name: '术中实拍：动脉瘤夹闭 8' });
    expect(location()).toBe('/app/shortplayer/index.html?id=8');
    // a swipe down: the previous one
    await waitFor(() => expect(api.requests(e.feed).some((r) => r.id === 8)).toBe(true));
    const stage = screen.getByLabelText('短视频播放器：术中实拍：动脉瘤夹闭 8').parentElement!;
    await waitFor(() => expect(screen.getByRole('button', { name: '上一个' })).toBeEnabled());
    fireEvent.touchStart(stage, { touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 105, clientY: 420 }] });
    await screen.findByRole('heading', { level: 1, name: '术中实拍：动脉瘤夹闭 7' });
    // a short, mostly sideways move is no swipe
    fireEvent.touchStart(stage, { touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchEnd(stage, { changedTouches: [{ clientX: 300, clientY: 150 }] });
    expect(location()).toBe('/app/shortplayer/index.html?id=7');
    await userEvent.click(screen.getByRole('button', { name: '评论 0' }));
    expect(await screen.findByTestId('short-video-comments')).toBeInTheDocument();
  });

  it('says so at the first video instead of moving', async () => {
    const h = host();
    renderAt('/app/shortplayer/index.html?id=1', <ContentRoutes />, h);
    await screen.findByRole('heading', { level: 1, name: '术中实拍：动脉瘤夹闭 1' });
    await waitFor(() => expect(screen.getByRole('button', { name: '上一个' })).toBeDisabled());
    fireEvent.keyDown(window, { key: 'ArrowUp' });
    expect(h.toast).toHaveBeenCalledWith('已经是第一个了');
  });

  it('shows the not-found page for an unknown or malformed id', async () => {
    renderAt('/app/shortplayer/index.html?id=404', <ContentRoutes />, host());
    expect(await screen.findByRole('heading', { name: '短视频不存在' })).toBeInTheDocument();
  });

  it('reads only whole positive ids', () => {
    expect(videoIdParam('12')).toBe(12);
    for (const raw of [null, '', '0', '-1', '1.5', 'abc', '<script>', '99999999999']) {
      expect(videoIdParam(raw)).toBeUndefined();
    }
  });

  it('asks a visitor to sign in to like; a signed-in reader likes and collects', async () => {
    const h = host();
    api.on(e.digg, { isDigg: 'T', diggs: 9 });
    api.on(e.collect, { isCollect: 'T', favorites: 3 });
    const { unmount } = renderAt('/app/shortplayer/index.html?id=7', <ContentRoutes />, h);
    await userEvent.click(await screen.findByRole('button', { name: '点赞' }));
    expect(h.requireLogin).toHaveBeenCalled();
    expect(api.requests(e.digg)).toEqual([]);
    unmount();
    signedIn = ME;
    renderAt('/app/shortplayer/index.html?id=7', <ContentRoutes />, h);
    await userEvent.click(await screen.findByRole('button', { name: '点赞' }));
    expect(await screen.findByRole('button', { name: '已点赞' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.requests(e.digg)).toEqual([{ videoId: 7 }]);
    await userEvent.click(screen.getByRole('button', { name: '收藏' }));
    expect(await screen.findByRole('button', { name: '已收藏' })).toBeInTheDocument();
    expect(h.toast).toHaveBeenCalledWith('收藏成功');
  });

  it('shares by a QR code of the page’s address', async () => {
    renderAt('/app/shortplayer/index.html?id=7', <ContentRoutes />, host());
    await userEvent.click(await screen.findByRole('button', { name: '分享' }));
    const qr = within(screen.getByRole('region', { name: '分享' })).getByRole('img');
    const encoded = new URL(qr.getAttribute('src')!, 'http://localhost').searchParams.get('url');
    expect(encoded).toBe('http://localhost/app/shortplayer/index.html?id=7');
  });

  it('plays an HLS playlist through hls.js where the browser has no HLS of its own', async () => {
    api.on(e.detail, video(7, { videoUrl: '/media/hls/entry-3/index.m3u8' }));
    renderAt('/app/shortplayer/index.html?id=7', <ContentRoutes />, host());
    const player = await screen.findByLabelText('短视频播放器：术中实拍：动脉瘤夹闭 7');
    await waitFor(() => expect(mockHlsInstances).toHaveLength(1));
    expect(mockHlsInstances[0]?.src).toBe('/media/hls/entry-3/index.m3u8');
    // the very element (compared by identity: a deep comparison of a DOM node never ends)
    expect(mockHlsInstances[0]?.attached === player).toBe(true);
    expect(player).not.toHaveAttribute('src');
    expect(isHlsUrl('/a/b.m3u8?x=1')).toBe(true);
    expect(isHlsUrl('/a/b.webm')).toBe(false);
  });
});

describe('the player opened in place', () => {
  it('closes on Esc and on ×, pausing the video, and gives focus back', async () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const onClose = jest.fn();
    const { unmount } = renderAt('/search', <ShortVideoOverlay id={7} onClose={onClose} />, host());
    const dialog = await screen.findByRole('dialog', { name: '术中实拍：动脉瘤夹闭 7' });
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    unmount();
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(document.body.style.overflow).toBe('');
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('moves through the feed inside the overlay, the page address untouched', async () => {
    const { location } = renderAt(
      '/search?keywords=x',
      <ShortVideoOverlay id={7} onClose={jest.fn()} />,
      host(),
    );
    await screen.findByRole('heading', { level: 1, name: '术中实拍：动脉瘤夹闭 7' });
    await waitFor(() => expect(screen.getByRole('button', { name: '下一个' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: '下一个' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '术中实拍：动脉瘤夹闭 8' }),
    ).toBeInTheDocument();
    expect(location()).toBe('/search?keywords=x');
  });

  it('a missing video offers to close', async () => {
    const onClose = jest.fn();
    renderAt('/search', <ShortVideoOverlay id={404} onClose={onClose} />, host());
    expect(await screen.findByText('该短视频不存在或已下线。')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '关闭' }));
    expect(onClose).toHaveBeenCalled();
  });
});
