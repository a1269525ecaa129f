import type { ArticleComment } from '@portal/api/contract/article';
import type { SessionUser } from '@portal/api/contract/user';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { ApiError } from '@portal/api/errors';
import { useSessionStatus, useSessionUser } from '@portal/session/hooks';
import { requireLogin } from '@portal/session/require-login';
import { fakeApi } from '@portal/testing/fake-api';
import { deferred, localTime, renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { makeInfoDetail } from '../../../testing/fixtures';
import { InfoDetailPage } from '../info-detail-page';

jest.mock('@portal/session/hooks', () => ({ useSessionUser: jest.fn(), useSessionStatus: jest.fn() }));
jest.mock('@portal/session/require-login', () => ({ requireLogin: jest.fn() }));

const api = fakeApi();
const READER: SessionUser = { id: 500, realName: '读者', avatarAddress: '', identity: 1, isAuth: 1 };
const page = { pageNo: 1, pageSize: 10, totalPage: 1, totalCount: 1 };
let user: SessionUser | null = null;

const COMMENT: ArticleComment = {
  id: 81,
  text: '支架辅助栓塞的随访数据很有价值',
  diggs: 2,
  isDigg: false,
  creationDate: localTime(2024, 3, 9, 8, 0),
  creator: { id: 40, realName: '孙悦', avatarAddress: '', identity: 1 },
  childComments: [1, 2, 3, 4].map((n) => ({
    id: 90 + n,
    parentId: 81,
    childId: 41,
    childName: '周航',
    childAvatar: '',
    identity: 1,
    parentName: '孙悦',
    parentIdentity: 1,
    text: `回复${n}`,
    diggs: 0,
    isDigg: false,
    creationDate: localTime(2024, 3, 9, 9, n),
  })),
  childCommentsCount: 5,
};

const toolbar = () => screen.getByRole('complementary', { name: '资讯操作' });

const ARTICLE = makeInfoDetail({
  infoId: 12,
  infoTitle: '颅内动脉瘤介入治疗的十年回顾',
  essences: 'T',
  bmsAuth: 1,
  publishDate: localTime(2024, 3, 8, 14, 5),
  showViews: 2048,
  source: '中华神经外科杂志',
  authorList: [
    { authorName: '赵立', headImage: '/media/avatars/zhao.svg', userId: 5 },
    { authorName: '钱敏', headImage: '/media/avatars/qian.svg', userId: null },
  ],
  subspecialtys: [
    { id: 3, name: '脑血管病' },
    { id: 9, name: '神经介入' },
  ],
  content:
    '<p>导语段落</p><h2>适应证</h2><ul><li>未破裂动脉瘤</li></ul><figure><img src="/media/fig1.svg" alt="造影"><figcaption>图 1</figcaption></figure><blockquote>引文</blockquote>',
});

beforeEach(() => {
  user = null;
  document.title = '脑医汇';
  window.localStorage.clear();
  jest.mocked(useSessionUser).mockImplementation(() => user);
  jest.mocked(useSessionStatus).mockImplementation(() => (user ? 'signedIn' : 'signedOut'));
  jest.mocked(requireLogin).mockImplementation(() => user !== null);
  api.on(infoEndpoints.detail, ARTICLE);
  api.on(infoEndpoints.comments, { code: 1, list: [COMMENT], page });
  api.on(infoEndpoints.related, {
    code: 1,
    list: [{ articleId: 31, title: '相关资讯一', author: '周二', cover: '', ffrom: 'pgc' }],
    page,
  });
  api.on(infoEndpoints.views, { views: 2049 });
  api.on(engagementEndpoints.saveHistory, {
    id: 1,
    contentSource: 'info',
    contentId: 12,
    title: '',
    cover: '',
    browseTime: 0,
  });
});

describe('InfoDetailPage', () => {
  it('shows a skeleton, then the title block', async () => {
    renderAt('/info/detail?id=12', <InfoDetailPage />);
    expect(screen.getByRole('status', { name: '加载中' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: '颅内动脉瘤介入治疗的十年回顾' });
    expect(api.requests(infoEndpoints.detail)).toEqual([{ id: 12 }]);
    const header = screen.getByRole('article').querySelector('header') as HTMLElement;
    expect(within(header).getByText('精选')).toBeInTheDocument();
    expect(within(header).getByText('品牌认证')).toBeInTheDocument();

    const authors = screen.getByRole('list', { name: '作者' });
    expect(within(authors).getByText('赵立')).toBeInTheDocument();
    expect(within(authors).getByText('钱敏')).toBeInTheDocument();
    // the name is written beside it: the picture is decorative (no repeated name for screen readers)
    const avatar = within(authors).getAllByRole('presentation')[0]!;
    expect(avatar).toHaveAttribute('alt', '');
    expect(avatar.nextElementSibling).toHaveTextContent('赵立');
    expect(avatar).toHaveAttribute('src', '/media/avatars/zhao.svg');
    expect(avatar).toHaveAttribute('width', '36');
    expect(avatar).toHaveAttribute('height', '36');

    expect(screen.getByText('中华神经外科杂志')).toBeInTheDocument();
    expect(screen.getByText('2024-03-08 14:05')).toBeInTheDocument();
    // the view just counted replaces the loaded count
    expect(await within(header).findByText('2049')).toBeInTheDocument();

    const tags = screen.getByRole('list', { name: '亚专业' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['脑血管病', '神经介入']);
  });

  it('renders the sanitized HTML body inside the article', async () => {
    renderAt('/info/detail?id=12', <InfoDetailPage />);
    const article = await screen.findByRole('article');
    const body = article.querySelector('.rich-text');
    expect(body).not.toBeNull();
    expect(
      within(body as HTMLElement).getByRole('heading', { level: 2, name: '适应证' }),
    ).toBeInTheDocument();
    expect(within(body as HTMLElement).getByText('未破裂动脉瘤').tagName).toBe('LI');
    expect(within(body as HTMLElement).getByRole('img', { name: '造影' })).toBeInTheDocument();
    expect(within(body as HTMLElement).getByText('引文').tagName).toBe('BLOCKQUOTE');
  });

  it('sets document.title to the article title and restores it on leave', async () => {
    const view = renderAt('/info/detail?id=12', <InfoDetailPage />);
    await screen.findByRole('article');
    expect(document.title).toBe('颅内动脉瘤介入治疗的十年回顾');
    view.unmount();
    expect(document.title).toBe('脑医汇');
  });

  it.each([
    ['missing', '/info/detail'],
    ['empty', '/info/detail?id='],
    ['not a number', '/info/detail?id=abc'],
    ['zero', '/info/detail?id=0'],
  ])('shows not-found without a call for a %s id', (_label, url) => {
    renderAt(url, <InfoDetailPage />);
    expect(screen.getByRole('heading', { name: '资讯不存在或已下线' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回资讯列表' })).toHaveAttribute('href', '/info');
    expect(api.requests(infoEndpoints.detail)).toEqual([]);
  });

  it('shows not-found when the server answers 404', async () => {
    api.on(infoEndpoints.detail, () => {
      throw new ApiError(404, '资讯不存在');
    });
    renderAt('/info/detail?id=404', <InfoDetailPage />);
    expect(await screen.findByRole('heading', { name: '资讯不存在或已下线' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.title).toBe('脑医汇');
  });

  it('shows an error with a retry for other failures', async () => {
    api.once(infoEndpoints.detail, () => {
      throw new ApiError(500, '服务器繁忙，请稍后重试');
    });
    renderAt('/info/detail?id=12', <InfoDetailPage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器繁忙，请稍后重试');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(api.requests(infoEndpoints.detail)).toHaveLength(2);
  });

  it('shows no badge for an ordinary article', async () => {
    api.on(infoEndpoints.detail, makeInfoDetail({ essences: 'F', bmsAuth: 0 }));
    renderAt('/info/detail?id=1', <InfoDetailPage />);
    await screen.findByRole('article');
    expect(screen.queryByText('精选')).not.toBeInTheDocument();
    expect(screen.queryByText('品牌认证')).not.toBeInTheDocument();
  });

  it('falls back to authorNames when there is no author list', async () => {
    api.on(infoEndpoints.detail, makeInfoDetail({ authorList: [], authorNames: '编辑部' }));
    renderAt('/info/detail?id=1', <InfoDetailPage />);
    expect(await screen.findByText('编辑部')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: '作者' })).not.toBeInTheDocument();
  });

  it('flips a like at once, then takes the server state; a failed collect goes back', async () => {
    user = READER;
    api.on(infoEndpoints.detail, { ...ARTICLE, showDiggs: 7, favorites: 0, isCollect: false });
    const answer = deferred<{ diggStatus: 'T' | 'F'; diggs: number }>();
    api.on(infoEndpoints.digg, () => answer.promise);
    api.on(engagementEndpoints.collect, () => {
      throw new ApiError(500, '服务繁忙');
    });
    renderAt('/info/detail?id=12', <InfoDetailPage />);
    await screen.findByRole('article');
    const like = within(toolbar()).getByRole('button', { name: '点赞 7' });
    await userEvent.click(like);
    expect(like).toHaveAccessibleName('已点赞 8');
    await waitFor(() => expect(api.requests(infoEndpoints.digg)).toEqual([{ articleId: 12 }]));
    // the bottom toolbar shows the same state
    expect(screen.getAllByRole('button', { name: '已点赞 8' })).toHaveLength(2);
    answer.resolve({ diggStatus: 'T', diggs: 20 });
    await waitFor(() => expect(like).toHaveAccessibleName('已点赞 20'));

    const collect = within(toolbar()).getByRole('button', { name: '收藏 0' });
    await userEvent.click(collect);
    await waitFor(() =>
      expect(api.requests(engagementEndpoints.collect)).toEqual([{ contentId: 12, type: 2 }]),
    );
    await waitFor(() => expect(collect).toHaveAccessibleName('收藏 0'));
    expect(collect).toHaveAttribute('aria-pressed', 'false');
  });

  it('starts from the reader state and never shows a count below 0', async () => {
    user = READER;
    api.on(infoEndpoints.detail, {
      ...ARTICLE,
      isCollect: true,
      favorites: 0,
      diggStatus: 'T',
      showDiggs: 3,
    });
    const answer = deferred<{ collected: boolean; favorites: number }>();
    api.on(engagementEndpoints.collect, () => answer.promise);
    renderAt('/info/detail?id=12', <InfoDetailPage />);
    await screen.findByRole('article');
    expect(within(toolbar()).getByRole('button', { name: '已点赞 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const collect = within(toolbar()).getByRole('button', { name: '已收藏 0' });
    await userEvent.click(collect);
    expect(collect).toHaveAccessibleName('收藏 0');
    answer.resolve({ collected: false, favorites: 0 });
    await waitFor(() => expect(api.requests(engagementEndpoints.collect)).toHaveLength(1));
    expect(collect).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends visitors through requireLogin for like and collect', async () => {
    renderAt('/info/detail?id=12', <InfoDetailPage />);
    await screen.findByRole('article');
    await userEvent.click(within(toolbar()).getByRole('button', { name: /点赞/ }));
    await userEvent.click(within(toolbar()).getByRole('button', { name: /收藏/ }));
    expect(requireLogin).toHaveBeenCalledTimes(2);
    expect(api.requests(infoEndpoints.digg)).toEqual([]);
    expect(api.requests(engagementEndpoints.collect)).toEqual([]);
  });

  it('counts the view once and records info browsing history when signed in', async () => {
    user = READER;
    renderAt(
      '/info/detail?id=12',
      <StrictMode>
        <InfoDetailPage />
      </StrictMode>,
    );
    await screen.findByRole('article');
    await waitFor(() => expect(api.requests(engagementEndpoints.saveHistory)).toHaveLength(1));
    expect(api.requests(infoEndpoints.views)).toEqual([{ articleId: 12 }]);
    expect(api.requests(engagementEndpoints.saveHistory)).toEqual([{ contentSource: 'info', contentId: 12 }]);
  });

  it('shows the comments with 3 preview replies, and posts through the info calls', async () => {
    user = READER;
    api.on(infoEndpoints.postComment, {
      ...COMMENT,
      id: 82,
      text: '新评论',
      childComments: [],
      childCommentsCount: 0,
      creator: { id: 500, realName: '读者', avatarAddress: '', identity: 1 },
    });
    renderAt('/info/detail?id=12', <InfoDetailPage />);
    // the page's comments section (the comment system inside carries the same name)
    const comments = (await screen.findAllByRole('region', { name: '评论' }))[0] as HTMLElement;
    expect(await within(comments).findByText('支架辅助栓塞的随访数据很有价值')).toBeInTheDocument();
    expect(within(comments).getByText('回复3')).toBeInTheDocument();
    expect(within(comments).queryByText('回复4')).not.toBeInTheDocument();
    expect(api.requests(infoEndpoints.comments)).toEqual([
      { articleId: 12, pageNo: 1, pageSize: 10, order: 0 },
    ]);
    await userEvent.type(within(comments).getByRole('textbox', { name: '评论内容' }), '新评论');
    await userEvent.click(within(comments).getByRole('button', { name: '发布' }));
    await waitFor(() =>
      expect(api.requests(infoEndpoints.postComment)).toEqual([{ articleId: 12, text: '新评论' }]),
    );
    expect(await within(comments).findByText('新评论')).toBeInTheDocument();
  });

  it('shows the comment count in the side toolbar and four related articles', async () => {
    api.on(infoEndpoints.detail, { ...ARTICLE, showComments: 42 });
    renderAt('/info/detail?id=12', <InfoDetailPage />);
    await screen.findByRole('article');
    expect(within(toolbar()).getByRole('button', { name: '评论 42' })).toBeInTheDocument();
    const related = await screen.findByRole('region', { name: '相关文章' });
    expect(within(related).getByRole('link', { name: /相关资讯一/ })).toHaveAttribute(
      'href',
      '/info/detail?id=31',
    );
    expect(api.requests(infoEndpoints.related)).toEqual([{ articleId: 12, count: 4 }]);
  });

  it('renders the aside slot beside the main column', async () => {
    renderAt('/info/detail?id=12', <InfoDetailPage renderAside={(id) => <p>侧栏卡片 {id}</p>} />);
    const aside = await screen.findByRole('complementary', { name: '相关推荐' });
    expect(aside).toHaveTextContent('侧栏卡片 12');
  });

  it('leads back to the case list when mounted as the professional case detail', () => {
    renderAt('/case/detail', <InfoDetailPage backTo="/case" />);
    expect(screen.getByRole('link', { name: '返回病例列表' })).toHaveAttribute('href', '/case');
  });
});
