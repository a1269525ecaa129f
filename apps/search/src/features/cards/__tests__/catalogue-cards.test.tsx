import type { DepartmentFollowResult } from '@portal/api/contract/department';
import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import type {
  SearchAdvertisement,
  SearchBook,
  SearchCompetition,
  SearchDepartment,
  SearchProduct,
  SearchProductLine,
  SearchQa,
  SearchResultItem,
  SearchShortVideo,
} from '@portal/api/contract/search';
import type { SessionUser } from '@portal/api/contract/user';
import { departmentEndpoints } from '@portal/api/endpoints/department';
import { ApiError } from '@portal/api/errors';
import { useSessionUser } from '@portal/session/hooks';
import { requireLogin } from '@portal/session/require-login';
import type { PortalHost } from '@portal/shared-ui/host';
import { fakeApi, networkFailure } from '@portal/testing/fake-api';
import { testHost, testJump } from '@portal/testing/host';
import { deferred, localTime, renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bookCredits } from '../book-result';
import { isKnownResult, ResultCard, resultKey } from '../result-card';
import { formatDuration } from '../short-video-result';

jest.mock('@portal/session/hooks', () => ({ useSessionUser: jest.fn() }));
jest.mock('@portal/session/require-login', () => ({ requireLogin: jest.fn() }));

const api = fakeApi();
const subscriptions = () => api.requests(departmentEndpoints.follow);
/** lets a call that was started reach the fake server before asserting that none was */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const ME: SessionUser = { id: 3, realName: '我', avatarAddress: '', identity: 1, isAuth: 1 };
let me: SessionUser | null = ME;

beforeEach(() => {
  me = ME;
  jest.mocked(useSessionUser).mockImplementation(() => me);
  jest.mocked(requireLogin).mockImplementation(() => me !== null);
});

/** The spec 2 rows of the catalogue types, as the shell resolves them, over the shared test rules. */
function catalogueJump(item: JumpItem): JumpTarget {
  switch (item.type) {
    case 'shortVideo':
      return item.id
        ? {
            kind: 'inPlace',
            action: 'shortVideoPlayer',
            id: item.id,
            fallbackUrl: `/app/shortplayer/index.html?id=${item.id}`,
          }
        : { kind: 'none' };
    case 'shortVideoCompetition':
      return { kind: 'link', url: `/competition/detail?competitionId=${item.id}`, newTab: true };
    case 'community_question':
      return { kind: 'link', url: `/topic-circle/questionhome?id=${item.id}`, newTab: true };
    case 'product':
      return {
        kind: 'link',
        url: `/bms/classify/${item.categoryId ?? '-'}/product-details/${item.id}`,
        newTab: true,
      };
    case 'brandProductLine':
      return item.categoryId === null || item.categoryId === undefined
        ? { kind: 'none' }
        : {
            kind: 'link',
            url: `/bms/classify/${item.categoryId}/product-line-details/${item.id}`,
            newTab: true,
          };
    default:
      return testJump(item);
  }
}

const host = (extra: Partial<PortalHost> = {}): PortalHost => ({
  ...testHost,
  resolveJump: jest.fn(catalogueJump),
  openItem: jest.fn(),
  toast: jest.fn(),
  ...extra,
});

const renderCard = (item: SearchResultItem, words: string[] = [], portalHost: PortalHost = host()) => ({
  ...renderAt(
    '/search?keywords=x',
    <ul>
      <ResultCard item={item} words={words} />
    </ul>,
    portalHost,
  ),
  host: portalHost,
});

const shortVideo = (extra: Partial<SearchShortVideo> = {}): SearchResultItem => ({
  type: 'shortVideo',
  shortVideo: {
    id: 31,
    title: '颈动脉内膜剥脱术要点',
    cover: '/media/short-videos/31.svg',
    description: '三分钟看懂颈动脉内膜剥脱术的关键步骤。',
    creator: { id: 70, realName: '李明' },
    onlineTime: localTime(2025, 3, 9, 10),
    bmsAuth: 0,
    videoUrl: '/media/short-videos/31.mp4',
    duration: 185,
    views: 4321,
    ...extra,
  },
});

const competition = (extra: Partial<SearchCompetition> = {}): SearchResultItem => ({
  type: 'mcs_competition',
  mcs_competition: {
    id: 5,
    name: '2026 全国神经介入病例大赛',
    code: 'NI2026',
    status: 2,
    competitionUrl: '/competition/detail?competitionId=5',
    coverImage: '/media/competitions/5.svg',
    description: '面向青年医师的神经介入病例评选。',
    addTime: localTime(2026, 4, 1),
    ...extra,
  },
});

const qa = (extra: Partial<SearchQa> = {}): SearchResultItem => ({
  type: 'community_qa',
  community_qa: {
    id: 88,
    title: '胶质瘤术后多久可以开始放疗？',
    text: '患者术后恢复良好……',
    creator: { id: 12, realName: '王医生', avatarAddress: '/media/avatars/12.svg' },
    answers: 6,
    views: 250,
    essences: 'F',
    publishTime: localTime(2025, 1, 2),
    bestAnswer: { id: 881, text: '一般在术后 4 周内开始同步放化疗。', authorName: '江涛', diggs: 30 },
    ...extra,
  },
});

const book = (extra: Partial<SearchBook> = {}): SearchResultItem => ({
  type: 'merchandise',
  merchandise: {
    id: 501,
    name: '神经外科手术学',
    cover: '/media/books/501.svg',
    price: '268.00',
    discountPrice: '',
    introduction: '系统介绍神经外科常见手术的适应证与技巧。',
    osmPress: { name: '人民卫生出版社' },
    authorList: [
      { type: 'A', name: '张三' },
      { type: 'T', name: '李四' },
    ],
    authorName: '张三、李四',
    sales: 1200,
    ...extra,
  },
});

const department = (extra: Partial<SearchDepartment> = {}): SearchResultItem => ({
  type: 'department',
  department: {
    id: 61,
    hospitalGroupName: '首都医科大学附属北京天坛医院',
    name: '神经外科',
    iconUrl: '/media/departments/61.svg',
    memberTotal: 86,
    isSubscribe: false,
    ...extra,
  },
});

const product = (extra: Partial<SearchProduct> = {}): SearchResultItem => ({
  type: 'bms_product',
  bms_product: {
    id: 901,
    name: '神经导航系统 S8',
    image: '/media/products/901.svg',
    category: '神经外科手术设备',
    brand: { id: 9, name: '美敦力' },
    brandProductLine: { id: 90, name: '导航', categoryId: 4 },
    ...extra,
  },
});

const productLine = (extra: Partial<SearchProductLine> = {}): SearchResultItem => ({
  type: 'bms_brand_product_line',
  bms_brand_product_line: {
    id: 90,
    name: '手术导航产品线',
    brand: { id: 9, name: '美敦力' },
    categoryId: 4,
    shareImage: '/media/lines/90.svg',
    products: 12,
    articles: 34,
    views: 5600,
    subscribeStatus: 'F',
    ...extra,
  },
});

const ad = (clickLocation: string, extra: Partial<SearchAdvertisement> = {}): SearchResultItem => ({
  type: 'advertisement',
  advertisement: {
    adId: 7,
    image: '/media/ads/7.png',
    module: 'search',
    extras: { keywords: ['胶质瘤'], position: 2, tabs: ['99'] },
    name: '术中荧光显微镜',
    code: 'AD7',
    clickLocation,
    ...extra,
  },
});

describe('result-card dispatch', () => {
  it.each([
    [shortVideo(), 'shortVideo:31'],
    [competition(), 'mcs_competition:5'],
    [qa(), 'community_qa:88'],
    [book(), 'merchandise:501'],
    [department(), 'department:61'],
    [product(), 'bms_product:901'],
    [productLine(), 'bms_brand_product_line:90'],
    [ad('/x'), 'advertisement:7'],
  ])('knows %# and keys it as %s', (item, key) => {
    expect(isKnownResult(item)).toBe(true);
    expect(resultKey(item)).toBe(key);
  });
});

describe('short video card', () => {
  it('formats lengths as mm:ss, h:mm:ss past an hour', () => {
    expect(formatDuration(5)).toBe('00:05');
    expect(formatDuration(185)).toBe('03:05');
    expect(formatDuration(3723)).toBe('1:02:03');
  });

  it('shows cover, duration, marked title, creator and date; no badge without brand certification', () => {
    const { container } = renderCard(shortVideo(), ['颈动脉']);
    expect(screen.getByTestId('video-duration')).toHaveTextContent('03:05');
    expect(screen.getByTestId('result-title').querySelector('mark')).toHaveTextContent('颈动脉');
    expect(screen.getByText('李明')).toBeInTheDocument();
    expect(screen.getByText('2025-03-09')).toBeInTheDocument();
    expect(screen.getByText('短视频')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/short-videos/31.svg');
    expect(screen.queryByText('品牌认证')).toBeNull();
  });

  it('品牌认证 when bmsAuth is 1', () => {
    renderCard(shortVideo({ bmsAuth: 1 }));
    expect(screen.getByText('品牌认证')).toBeInTheDocument();
  });

  it('opens the player in place through the host (the shell plays it over the results)', async () => {
    const { host: h } = renderCard(shortVideo());
    expect(screen.queryByRole('link')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /颈动脉内膜剥脱术要点/ }));
    expect(h.openItem).toHaveBeenCalledWith({ type: 'shortVideo', id: 31 });
    // no player of the card's own: one player, the shell's
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a host that sends the video to a page gets a link instead of the player', () => {
    renderCard(
      shortVideo(),
      [],
      host({
        resolveJump: () => ({ kind: 'link', url: '/app/shortplayer/index.html?id=31', newTab: true }),
      }),
    );
    expect(screen.getByRole('link')).toHaveAttribute('href', '/app/shortplayer/index.html?id=31');
  });
});

describe('competition card', () => {
  it.each([
    [0, '未开始'],
    [1, '审核中'],
    [2, '报名中'],
    [3, '已结束'],
  ] as const)('status %s reads %s', (status, label) => {
    renderCard(competition({ status }));
    const tag = screen.getByText(label);
    expect(tag).toHaveAttribute('data-status', String(status));
    for (const other of ['未开始', '审核中', '报名中', '已结束'].filter((l) => l !== label)) {
      expect(screen.queryByText(other)).toBeNull();
    }
  });

  it('styles each state apart', () => {
    const classes = ([0, 1, 2, 3] as const).map((status) => {
      const { unmount } = renderCard(competition({ status }));
      const className = screen.getByText(messagesFor(status)).className;
      unmount();
      return className;
    });
    expect(new Set(classes).size).toBe(4);
  });

  it('links through the host with its id and the item link; name, description and date', () => {
    const { host: h } = renderCard(competition(), ['神经介入']);
    expect(h.resolveJump).toHaveBeenCalledWith({
      type: 'shortVideoCompetition',
      id: 5,
      url: '/competition/detail?competitionId=5',
    });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/competition/detail?competitionId=5');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByTestId('result-title').querySelector('mark')).toHaveTextContent('神经介入');
    expect(screen.getByTestId('result-summary')).toHaveTextContent('面向青年医师的神经介入病例评选。');
    expect(within(link).getByText('2026-04-01')).toBeInTheDocument();
  });
});

function messagesFor(status: 0 | 1 | 2 | 3) {
  return ['未开始', '审核中', '报名中', '已结束'][status] as string;
}

describe('Q&A card', () => {
  it('the question, its asker, the best answer with its author, counts; links to the question', () => {
    renderCard(qa(), ['胶质瘤', '放化疗']);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/topic-circle/questionhome?id=88');
    expect(screen.getByTestId('result-title').querySelector('mark')).toHaveTextContent('胶质瘤');
    expect(screen.getByTestId('qa-asker')).toHaveTextContent('王医生');
    const answer = screen.getByTestId('qa-best-answer');
    expect(answer).toHaveTextContent('江涛：一般在术后 4 周内开始同步放化疗。');
    expect(answer.querySelector('mark')).toHaveTextContent('放化疗');
    expect(screen.getByText('6 个回答')).toBeInTheDocument();
    expect(screen.getByText('浏览 250')).toBeInTheDocument();
    expect(screen.queryByText('精选')).toBeNull();
  });

  it('a hidden asker is 匿名用户 with the default avatar and no profile link', () => {
    renderCard(qa({ creator: null }));
    const asker = screen.getByTestId('qa-asker');
    expect(asker).toHaveTextContent('匿名用户');
    expect(within(asker).getByRole('img', { name: '匿名用户' })).toHaveAttribute(
      'src',
      expect.stringContaining('data:image/svg+xml'),
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByText('王医生')).toBeNull();
  });

  it('精选 when essences is T; no best answer leaves no answer line', () => {
    renderCard(qa({ essences: 'T', bestAnswer: null }));
    expect(screen.getByText('精选')).toBeInTheDocument();
    expect(screen.queryByTestId('qa-best-answer')).toBeNull();
  });
});

describe('book card', () => {
  it('credits authors and translators apart, falling back to the joined names', () => {
    expect(
      bookCredits({
        authorList: [
          { type: 'A', name: '张三' },
          { type: 'T', name: '李四' },
          { type: 'A', name: '王五' },
        ],
        authorName: '',
      }),
    ).toBe('张三、王五 著；李四 译');
    expect(bookCredits({ authorList: [{ type: 'A', name: '张三' }], authorName: '' })).toBe('张三 著');
    expect(bookCredits({ authorList: [], authorName: '张三、李四' })).toBe('张三、李四');
  });

  it('the price alone without a discount; press, sales, introduction; the mall page in a new tab', () => {
    const { host: h } = renderCard(book(), ['神经外科']);
    expect(screen.getByTestId('book-price')).toHaveTextContent('¥268.00');
    expect(screen.getByTestId('book-price').querySelector('s')).toBeNull();
    expect(screen.getByTestId('book-credits')).toHaveTextContent('张三 著；李四 译');
    expect(screen.getByText('人民卫生出版社')).toBeInTheDocument();
    expect(screen.getByText('销量 1200')).toBeInTheDocument();
    expect(screen.getByTestId('result-title').querySelector('mark')).toHaveTextContent('神经外科');
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/mall/product/501');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    // the jump table has no mall row, so the host is not asked
    expect(h.resolveJump).not.toHaveBeenCalled();
  });

  it('a discount shows first with the original struck through', () => {
    renderCard(book({ discountPrice: '198.00' }));
    const price = screen.getByTestId('book-price');
    expect(price).toHaveTextContent('¥198.00');
    expect(price.querySelector('s')).toHaveTextContent('¥268.00');
  });
});

describe('department card', () => {
  it('icon, name, hospital group, members; the department page in a new tab', () => {
    const { container } = renderCard(department(), ['神经外科']);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/department/detail?departmentId=61');
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/departments/61.svg');
    expect(screen.getByTestId('result-title').querySelector('mark')).toHaveTextContent('神经外科');
    expect(screen.getByText('首都医科大学附属北京天坛医院')).toBeInTheDocument();
    expect(screen.getByText('成员 86')).toBeInTheDocument();
    // the button is beside the link, not inside it
    expect(within(link).queryByRole('button')).toBeNull();
  });

  it('subscribes at once, keeps the server answer and toasts 订阅成功', async () => {
    const call = deferred<DepartmentFollowResult>();
    api.on(departmentEndpoints.follow, () => call.promise);
    const { host: h } = renderCard(department());
    const button = screen.getByRole('button', { name: '订阅 神经外科' });
    expect(button).toHaveTextContent('订阅');
    await userEvent.click(button);
    // optimistic: flipped before the server answers
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('已订阅');
    await waitFor(() => expect(subscriptions()).toEqual([{ departmentId: 61 }]));
    call.resolve({ isSubscribe: true, subscribers: 87 });
    await waitFor(() => expect(h.toast).toHaveBeenCalledWith('订阅成功'));
    expect(button).toHaveTextContent('已订阅');
  });

  it('unsubscribes a subscribed department', async () => {
    api.on(departmentEndpoints.follow, { isSubscribe: false, subscribers: 85 });
    const { host: h } = renderCard(department({ isSubscribe: true }));
    const button = screen.getByRole('button', { name: '订阅 神经外科' });
    expect(button).toHaveTextContent('已订阅');
    await userEvent.click(button);
    await waitFor(() => expect(h.toast).toHaveBeenCalledWith('已取消订阅'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('flips back when the server refuses, with its message', async () => {
    const call = deferred<DepartmentFollowResult>();
    api.on(departmentEndpoints.follow, () => call.promise);
    const { host: h } = renderCard(department());
    const button = screen.getByRole('button', { name: '订阅 神经外科' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(subscriptions()).toHaveLength(1));
    call.reject(new ApiError(404, '科室不存在'));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).toHaveTextContent('订阅');
    expect(h.toast).toHaveBeenCalledWith('科室不存在');
    expect(h.toast).not.toHaveBeenCalledWith('订阅成功');
  });

  it('a network failure flips back with the generic text', async () => {
    api.on(departmentEndpoints.follow, () => {
      throw networkFailure();
    });
    const { host: h } = renderCard(department());
    await userEvent.click(screen.getByRole('button', { name: '订阅 神经外科' }));
    await waitFor(() => expect(h.toast).toHaveBeenCalledWith('操作失败，请稍后重试'));
    expect(screen.getByRole('button', { name: '订阅 神经外科' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('signed out: the login gate, no call, and no subscribed state shown', async () => {
    me = null;
    renderCard(department({ isSubscribe: true }));
    const button = screen.getByRole('button', { name: '订阅 神经外科' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(requireLogin).toHaveBeenCalled();
    await settle();
    expect(subscriptions()).toEqual([]);
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('product cards', () => {
  it('product: image, name, brand, category; its page by the line category', () => {
    const { host: h, container } = renderCard(product(), ['导航']);
    expect(h.resolveJump).toHaveBeenCalledWith({ type: 'product', id: 901, categoryId: 4 });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/bms/classify/4/product-details/901');
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/products/901.svg');
    expect(screen.getByText('美敦力')).toBeInTheDocument();
    expect(screen.getByText('神经外科手术设备')).toBeInTheDocument();
    expect(screen.getByTestId('result-title').querySelector('mark')).toHaveTextContent('导航');
  });

  it("product without a line (or a line without a category) uses '-'", () => {
    const { host: h, unmount } = renderCard(product({ brandProductLine: null }));
    expect(h.resolveJump).toHaveBeenCalledWith({ type: 'product', id: 901, categoryId: '-' });
    unmount();
    const second = renderCard(product({ brandProductLine: { id: 90, name: '导航', categoryId: null } }));
    expect(second.host.resolveJump).toHaveBeenCalledWith({ type: 'product', id: 901, categoryId: '-' });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/bms/classify/-/product-details/901');
  });

  it('product line: counts and brand; 已订阅 only when subscribed; its page by category', () => {
    const { host: h, unmount } = renderCard(productLine());
    expect(h.resolveJump).toHaveBeenCalledWith({ type: 'brandProductLine', id: 90, categoryId: 4 });
    expect(screen.getByRole('link')).toHaveAttribute('href', '/bms/classify/4/product-line-details/90');
    expect(screen.getByText('产品 12')).toBeInTheDocument();
    expect(screen.getByText('文章 34')).toBeInTheDocument();
    expect(screen.getByText('浏览 5600')).toBeInTheDocument();
    expect(screen.getByText('美敦力')).toBeInTheDocument();
    expect(screen.queryByText('已订阅')).toBeNull();
    unmount();
    renderCard(productLine({ subscribeStatus: 'T' }));
    expect(screen.getByText('已订阅')).toBeInTheDocument();
  });
});

describe('advertisement card', () => {
  it('a site path goes through the host as an other-type link', () => {
    const { host: h } = renderCard(ad('/meeting/detail?id=7'));
    expect(h.resolveJump).toHaveBeenCalledWith({ type: 'other', url: '/meeting/detail?id=7' });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/meeting/detail?id=7');
    expect(within(link).getByRole('img', { name: '术中荧光显微镜' })).toHaveAttribute(
      'src',
      '/media/ads/7.png',
    );
    expect(within(link).getByText('广告')).toBeInTheDocument();
  });

  it('another site opens in a new tab, marked sponsored, without the referrer', () => {
    const { host: h } = renderCard(ad('https://brand.example.com/landing'));
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', 'https://brand.example.com/landing');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer sponsored');
    expect(h.resolveJump).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example.com', ''])(
    '%s renders the banner with no link',
    (location) => {
      const { container } = renderCard(ad(location));
      expect(screen.queryByRole('link')).toBeNull();
      expect(container.querySelector('[href]')).toBeNull();
      expect(screen.getByRole('img', { name: '术中荧光显微镜' })).toBeInTheDocument();
      expect(screen.getByText('广告')).toBeInTheDocument();
    },
  );
});
