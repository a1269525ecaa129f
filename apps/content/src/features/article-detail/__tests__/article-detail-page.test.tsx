import type { SessionUser } from '@portal/api/contract/user';
import { articleEndpoints } from '@portal/api/endpoints/article';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { ApiError } from '@portal/api/errors';
import { useSessionStatus, useSessionUser } from '@portal/session/hooks';
import { requireLogin } from '@portal/session/require-login';
import { fakeApi } from '@portal/testing/fake-api';
import { localTime, renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { flipToggle } from '../../../components/detail/toggle';
import { makeArticleDetail } from '../../../testing/fixtures';
import { ArticleDetailPage } from '../article-detail-page';

const api = fakeApi();

jest.mock('@portal/session/hooks', () => ({ useSessionUser: jest.fn(), useSessionStatus: jest.fn() }));
jest.mock('@portal/session/require-login', () => ({ requireLogin: jest.fn() }));

const READER: SessionUser = { id: 500, realName: '读者', avatarAddress: '', identity: 1, isAuth: 1 };
const page = { pageNo: 1, pageSize: 10, totalPage: 1, totalCount: 0 };

const ARTICLE = makeArticleDetail({
  id: 12,
  title: '岩斜区脑膜瘤切除一例',
  essences: 'T',
  publishTime: localTime(2024, 3, 8, 14, 5),
  showViews: 2048,
  showDiggs: 10,
  favorites: 0,
  mpArticleParagraphs: '<p>病史摘要</p><h2>手术过程</h2><img src="/media/fig.svg" alt="术中图">',
});

let user: SessionUser | null = READER;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const render = (url = '/case/detail-ugc?id=12') => renderAt(url, <ArticleDetailPage />);
const toolbar = () => screen.getByRole('complementary', { name: '文章操作' });

beforeEach(() => {
  user = READER;
  document.title = '脑医汇';
  jest.mocked(useSessionUser).mockImplementation(() => user);
  jest.mocked(useSessionStatus).mockImplementation(() => (user ? 'signedIn' : 'signedOut'));
  window.localStorage.clear();
  jest.mocked(requireLogin).mockImplementation(() => user !== null);
  api.on(articleEndpoints.detail, ARTICLE);
  api.on(articleEndpoints.comments, { code: 1, list: [], page });
  api.on(articleEndpoints.related, {
    code: 1,
    list: [
      { articleId: 30, title: '相关病例一', author: '周一', cover: '/c1.svg', ffrom: 'ugc' },
      { articleId: 31, title: '相关资讯二', author: '周二', cover: '', ffrom: 'pgc' },
    ],
    page,
  });
  api.on(articleEndpoints.views, { views: 2049 });
  api.on(engagementEndpoints.saveHistory, {
    id: 1,
    contentSource: 'mp_article',
    contentId: 12,
    title: '',
    cover: '',
    browseTime: 0,
  });
});

describe('ArticleDetailPage', () => {
  it('shows the title block and sets the document title', async () => {
    render();
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: '岩斜区脑膜瘤切除一例' });
    expect(api.requests(articleEndpoints.detail)).toEqual([{ articleId: 12 }]);
    expect(document.title).toBe('岩斜区脑膜瘤切除一例');
    const header = screen.getByRole('article').querySelector('header') as HTMLElement;
    expect(within(header).getByText('精选')).toBeInTheDocument();
    const creator = within(header).getByRole('link', { name: /李明/ });
    expect(creator).toHaveAttribute('href', '/user-center?profileUserId=70');
    expect(within(creator).getByText('北京天坛医院')).toBeInTheDocument();
    expect(within(header).getByText('2024-03-08 14:05')).toBeInTheDocument();
    expect(await within(header).findByText('2049')).toBeInTheDocument();
  });

  it('renders the sanitized HTML body inside the article with the rich-text typography', async () => {
    render();
    const article = await screen.findByRole('article');
    const body = article.querySelector('.rich-text') as HTMLElement;
    expect(within(body).getByRole('heading', { level: 2, name: '手术过程' })).toBeInTheDocument();
    expect(within(body).getByRole('img', { name: '术中图' })).toBeInTheDocument();
  });

  it('renders a body in block form as elements, its text never as HTML', async () => {
    api.on(articleEndpoints.detail, {
      ...ARTICLE,
      mpArticleParagraphs: [
        { type: 'title', text: '手术过程' },
        { type: 'txt', text: '第一行\n第二行' },
        { type: 'img', resource: '/media/fig.svg', text: '术中图' },
        { type: 'video', resource: '/media/op.mp4', image: '/media/poster.svg' },
        { type: 'txt', text: '<b>不是标签</b>' },
      ],
    });
    render();
    const article = await screen.findByRole('article');
    const body = article.querySelector('.rich-text') as HTMLElement;
    expect(within(body).getByRole('heading', { level: 2, name: '手术过程' })).toBeInTheDocument();
    const lines = within(body).getByText((_, el) => el?.textContent === '第一行\n第二行');
    expect(lines.tagName).toBe('P');
    expect(lines).toHaveClass('whitespace-pre-line');
    const figure = within(body).getAllByRole('figure')[0] as HTMLElement;
    expect(within(figure).getByRole('img', { name: '术中图' })).toHaveAttribute('src', '/media/fig.svg');
    expect(within(figure).getByText('术中图').tagName).toBe('FIGCAPTION');
    const video = body.querySelector('video') as HTMLVideoElement;
    expect(video).toHaveAttribute('src', '/media/op.mp4');
    expect(video).toHaveAttribute('poster', '/media/poster.svg');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).toHaveAttribute('controls');
    expect(within(body).getByText('<b>不是标签</b>')).toBeInTheDocument();
    expect(body.querySelector('b')).toBeNull();
  });

  it('flips a like at once, then takes the server state', async () => {
    const answer = deferred<{ diggStatus: 'T' | 'F'; diggs: number }>();
    api.on(articleEndpoints.digg, () => answer.promise);
    render();
    await screen.findByRole('article');
    const like = within(toolbar()).getByRole('button', { name: '点赞 10' });
    await userEvent.click(like);
    expect(like).toHaveAccessibleName('已点赞 11');
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.requests(articleEndpoints.digg)).toEqual([{ articleId: 12 }]));
    // the bottom toolbar shows the same state
    expect(screen.getAllByRole('button', { name: '已点赞 11' })).toHaveLength(2);
    // a second click while pending is ignored
    await userEvent.click(like);
    expect(api.requests(articleEndpoints.digg)).toHaveLength(1);
    answer.resolve({ diggStatus: 'T', diggs: 15 });
    await waitFor(() => expect(like).toHaveAccessibleName('已点赞 15'));
  });

  it('puts a like back when the request fails', async () => {
    api.on(articleEndpoints.digg, () => {
      throw new ApiError(500, '服务繁忙');
    });
    render();
    await screen.findByRole('article');
    const like = within(toolbar()).getByRole('button', { name: '点赞 10' });
    await userEvent.click(like);
    await waitFor(() => expect(like).toHaveAccessibleName('点赞 10'));
  });

  it('never lets a collect count go below 0, and follows the server on collect', async () => {
    api.on(articleEndpoints.detail, { ...ARTICLE, isArticleCollect: true, favorites: 0 });
    const answer = deferred<{ collected: boolean; favorites: number }>();
    api.on(engagementEndpoints.collect, () => answer.promise);
    render();
    await screen.findByRole('article');
    const collect = within(toolbar()).getByRole('button', { name: '已收藏 0' });
    await userEvent.click(collect);
    expect(collect).toHaveAccessibleName('收藏 0');
    await waitFor(() =>
      expect(api.requests(engagementEndpoints.collect)).toEqual([{ contentId: 12, type: 3 }]),
    );
    answer.resolve({ collected: true, favorites: 3 });
    await waitFor(() => expect(collect).toHaveAccessibleName('已收藏 3'));
    expect(flipToggle({ on: true, count: 0 })).toEqual({ on: false, count: 0 });
    expect(flipToggle({ on: false, count: 0 })).toEqual({ on: true, count: 1 });
  });

  it('follows with 关注 / 已关注 and shows 取消关注 on hover', async () => {
    api.once(engagementEndpoints.followUser, { followStatus: 'T', fans: 101 });
    api.once(engagementEndpoints.followUser, { followStatus: 'F', fans: 100 });
    render();
    await screen.findByRole('article');
    const follow = screen.getByRole('button', { name: '关注' });
    await userEvent.click(follow);
    await waitFor(() => expect(api.requests(engagementEndpoints.followUser)).toContainEqual({ userId: 70 }));
    expect(follow).toHaveAttribute('aria-pressed', 'true');
    // still hovered after the click
    expect(follow).toHaveTextContent('取消关注');
    await userEvent.unhover(follow);
    expect(follow).toHaveTextContent('已关注');
    await userEvent.hover(follow);
    expect(follow).toHaveTextContent('取消关注');
    await userEvent.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'false'));
    expect(follow).toHaveTextContent('关注');
  });

  it('starts as 已关注 when the server says FD', async () => {
    api.on(articleEndpoints.detail, { ...ARTICLE, followStatus: 'FD' });
    render();
    expect(await screen.findByRole('button', { name: '已关注' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides the follow button on own content, and offers its editor instead', async () => {
    user = { ...READER, id: 70 };
    render();
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: /关注/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '编辑' })).toHaveAttribute(
      'href',
      `/editor?type=0&id=${ARTICLE.id}`,
    );
  });

  it('offers no editor to a reader', async () => {
    render();
    await screen.findByRole('article');
    expect(screen.queryByRole('link', { name: '编辑' })).not.toBeInTheDocument();
  });

  it.each([3, 7])('shows identity %i creators as 匿名用户, without link or follow', async (identity) => {
    api.on(articleEndpoints.detail, {
      ...ARTICLE,
      creator: { ...ARTICLE.creator, identity },
    });
    render();
    const header = (await screen.findByRole('article')).querySelector('header') as HTMLElement;
    expect(within(header).getByText('匿名用户')).toBeInTheDocument();
    expect(within(header).queryByText('李明')).not.toBeInTheDocument();
    expect(within(header).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /关注/ })).not.toBeInTheDocument();
  });

  it('sends visitors through requireLogin for like, collect and follow', async () => {
    user = null;
    render();
    await screen.findByRole('article');
    await userEvent.click(within(toolbar()).getByRole('button', { name: '点赞 10' }));
    await userEvent.click(within(toolbar()).getByRole('button', { name: '收藏 0' }));
    await userEvent.click(screen.getByRole('button', { name: '关注' }));
    expect(requireLogin).toHaveBeenCalledTimes(3);
    expect(api.requests(articleEndpoints.digg)).toEqual([]);
    expect(api.requests(engagementEndpoints.collect)).toEqual([]);
    expect(api.requests(engagementEndpoints.followUser)).toEqual([]);
    expect(within(toolbar()).getByRole('button', { name: '点赞 10' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('counts the view once and saves the history when signed in', async () => {
    // StrictMode runs every effect twice: still one view and one history entry
    renderAt(
      '/case/detail-ugc?id=12',
      <StrictMode>
        <ArticleDetailPage />
      </StrictMode>,
    );
    await screen.findByRole('article');
    await waitFor(() => expect(api.requests(engagementEndpoints.saveHistory)).toHaveLength(1));
    expect(api.requests(articleEndpoints.views)).toHaveLength(1);
    expect(api.requests(articleEndpoints.views)).toEqual([{ articleId: 12, articleType: 'U' }]);
    expect(api.requests(engagementEndpoints.saveHistory)).toEqual([
      { contentSource: 'mp_article', contentId: 12 },
    ]);
  });

  it('does not save the history for visitors', async () => {
    user = null;
    render();
    await screen.findByRole('article');
    await waitFor(() => expect(api.requests(articleEndpoints.views)).toHaveLength(1));
    expect(api.requests(engagementEndpoints.saveHistory)).toEqual([]);
  });

  it.each([
    ['a 404', '/case/detail-ugc?id=99', new ApiError(404, '文章不存在')],
    ['an invalid id', '/case/detail-ugc?id=abc', null],
  ])('shows 文章不存在或已删除 for %s', async (_label, url, error) => {
    if (error)
      api.on(articleEndpoints.detail, () => {
        throw error;
      });
    render(url);
    expect(await screen.findByRole('heading', { name: '文章不存在或已删除' })).toBeInTheDocument();
    expect(api.requests(articleEndpoints.views)).toEqual([]);
    if (!error) expect(api.requests(articleEndpoints.detail)).toEqual([]);
  });

  it('shows four related articles through the host jump rule', async () => {
    render();
    const related = await screen.findByRole('region', { name: '相关文章' });
    const ugc = within(related).getByRole('link', { name: /相关病例一/ });
    expect(ugc).toHaveAttribute('href', '/case/detail-ugc?id=30');
    expect(ugc).toHaveAttribute('target', '_blank');
    expect(within(related).getByRole('link', { name: /相关资讯二/ })).toHaveAttribute(
      'href',
      '/info/detail?id=31',
    );
    expect(api.requests(articleEndpoints.related)).toEqual([{ articleId: 12, count: 4, type: 'ugc' }]);
  });

  it('loads the comments through the adapter and gates visitors', async () => {
    user = null;
    render();
    await screen.findByRole('article');
    await waitFor(() =>
      expect(api.requests(articleEndpoints.comments)).toEqual([
        { articleId: 12, pageNo: 1, pageSize: 10, order: 0 },
      ]),
    );
    await userEvent.click(await screen.findByRole('button', { name: '登录' }));
    expect(requireLogin).toHaveBeenCalled();
  });

  it('shares the page URL as a QR code in a popover', async () => {
    render();
    await screen.findByRole('article');
    await userEvent.click(within(toolbar()).getByRole('button', { name: '分享' }));
    const qr = screen.getByRole('img', { name: '本页二维码' });
    expect(qr.getAttribute('src')).toBe(`/media/qr.svg?url=${encodeURIComponent(window.location.href)}`);
  });
});
