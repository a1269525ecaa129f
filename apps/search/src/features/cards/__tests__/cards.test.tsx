import type { SearchCourse, SearchMeeting, SearchResultItem, SearchUser } from '@portal/api/contract/search';
import type { SessionUser } from '@portal/api/contract/user';
import { engagementEndpoints } from '@portal/api/endpoints/engagement';
import { useSessionUser } from '@portal/session/hooks';
import { requireLogin } from '@portal/session/require-login';
import { fakeApi, networkFailure } from '@portal/testing/fake-api';
import { testHost } from '@portal/testing/host';
import { localTime, renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { infoResult } from '../../../testing/fixtures';
import { ResultCard } from '../result-card';

jest.mock('@portal/session/hooks', () => ({ useSessionUser: jest.fn() }));
jest.mock('@portal/session/require-login', () => ({ requireLogin: jest.fn() }));

const api = fakeApi();
const follows = () => api.requests(engagementEndpoints.followUser);
/** lets a call that was started reach the fake server before asserting that none was */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const ME: SessionUser = { id: 3, realName: '我', avatarAddress: '', identity: 1, isAuth: 1 };
let me: SessionUser | null = ME;

beforeEach(() => {
  me = ME;
  jest.mocked(useSessionUser).mockImplementation(() => me);
  jest.mocked(requireLogin).mockImplementation(() => me !== null);
});

const renderCard = (item: SearchResultItem, words: string[] = [], host = testHost) =>
  renderAt(
    '/search?keywords=x',
    <ul>
      <ResultCard item={item} words={words} />
    </ul>,
    host,
  );

const user = (extra: Partial<SearchUser> = {}): SearchResultItem => ({
  type: 'user',
  user: {
    id: 42,
    realName: '张立新',
    avatarAddress: '/media/avatars/42.svg',
    company: '首都医科大学附属北京天坛医院',
    department: '神经外科',
    title: '主任医师',
    fans: 120,
    isFollow: false,
    ...extra,
  },
});

const meeting = (extra: Partial<SearchMeeting> = {}): SearchResultItem => ({
  type: 'meeting',
  meeting: {
    id: 7,
    meetingName: '2026 中国神经肿瘤大会',
    appMainPic: '/media/meetings/7.svg',
    titlePic: '',
    meetingLiveStatus: 'LI',
    meetingDateStr: '2026-11-20 至 2026-11-22',
    startTime: localTime(2026, 11, 20),
    province: '北京',
    city: '北京',
    publishStatus: '1',
    forthcoming: 'F',
    showViews: 900,
    searchMeetingAgendas: [{ id: 71, theme: '胶质瘤分子分型', authorNames: '江涛', summaryShow: '' }],
    ...extra,
  },
});

const course = (extra: Partial<SearchCourse> = {}): SearchResultItem => ({
  type: 'ocs_course',
  ocs_course: {
    id: 1201,
    name: '颅底外科解剖精讲',
    cover: '/media/courses/1201.svg',
    speakerNames: '张俊廷',
    showViews: 300,
    score: 4.8,
    money: null,
    subspecialties: [],
    searchCourseVideos: [{ id: 1, video: { name: '经鼻蝶入路解剖', speakerNames: '张俊廷' } }],
    ...extra,
  },
});

describe('user card', () => {
  it('shows the doctor and follows after login; the state follows the server answer', async () => {
    api.on(engagementEndpoints.followUser, { followStatus: 'T', fans: 121 });
    renderCard(user(), ['张立新']);
    expect(screen.getByTestId('result-title').querySelector('mark')).toHaveTextContent('张立新');
    expect(screen.getByText('首都医科大学附属北京天坛医院 · 神经外科')).toBeInTheDocument();
    expect(screen.getByText('粉丝 120')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: '关注 张立新' });
    expect(button).toHaveTextContent('关注');
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(follows()).toEqual([{ userId: 42 }]);
    expect(screen.getByText('粉丝 121')).toBeInTheDocument();
    await userEvent.unhover(button);
    expect(button).toHaveTextContent('已关注');
    await userEvent.hover(button);
    expect(button).toHaveTextContent('取消关注');
  });

  it('signed out: asks to log in and does not call', async () => {
    me = null;
    renderCard(user({ isFollow: true }));
    const button = screen.getByRole('button', { name: '关注 张立新' });
    // a follow state without a session is not shown
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    expect(requireLogin).toHaveBeenCalled();
    await settle();
    expect(follows()).toEqual([]);
  });

  it('no follow button on oneself', () => {
    renderCard(user({ id: ME.id }));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a failed follow toasts and keeps the state', async () => {
    const toast = jest.fn();
    api.on(engagementEndpoints.followUser, () => {
      throw networkFailure();
    });
    renderCard(user(), [], { ...testHost, toast });
    await userEvent.click(screen.getByRole('button', { name: '关注 张立新' }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('操作失败，请稍后重试'));
    expect(screen.getByRole('button', { name: '关注 张立新' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('meeting card', () => {
  it.each([
    ['LI', '直播中'],
    ['NS', '预告'],
    ['LE', '回放'],
  ] as const)('%s shows %s and links to the meeting', (status, label) => {
    renderCard(meeting({ meetingLiveStatus: status }));
    const link = screen.getByRole('link', { name: /2026 中国神经肿瘤大会/ });
    expect(link).toHaveAttribute('href', '/meeting/detail?id=7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(link).getByText(label)).toBeInTheDocument();
  });

  it('NL shows no label; agendas link to their place in the meeting', () => {
    renderCard(meeting({ meetingLiveStatus: 'NL' }), ['胶质瘤']);
    for (const text of ['直播中', '预告', '回放', '敬请期待']) expect(screen.queryByText(text)).toBeNull();
    const agendas = screen.getByRole('list', { name: '相关日程' });
    expect(within(agendas).getByRole('link')).toHaveAttribute('href', '/meeting/detail?id=7&agendaId=71');
    expect(agendas.querySelector('mark')).toHaveTextContent('胶质瘤');
  });

  it('publishStatus 0 with forthcoming T: 敬请期待 and no link at all', () => {
    renderCard(meeting({ publishStatus: '0', forthcoming: 'T' }));
    expect(screen.getByText('敬请期待')).toBeInTheDocument();
    expect(screen.queryByText('直播中')).toBeNull();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('publishStatus 0 alone still opens', () => {
    renderCard(meeting({ publishStatus: '0', forthcoming: 'F' }));
    expect(screen.queryByText('敬请期待')).toBeNull();
    expect(screen.getAllByRole('link').length).toBeGreaterThan(0);
  });
});

describe('course card', () => {
  it('free when money is null, with the speaker, score and matched videos', () => {
    renderCard(course());
    const link = screen.getByRole('link', { name: /颅底外科解剖精讲/ });
    expect(link).toHaveAttribute('href', '/mooc/#/pages/coursePlay/coursePlay?courseId=1201');
    expect(within(link).getByText('免费')).toBeInTheDocument();
    expect(within(link).getByText('4.8分')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: '相关视频' })).getByText('经鼻蝶入路解剖'),
    ).toBeInTheDocument();
  });

  it('the price otherwise', () => {
    renderCard(course({ money: 199 }));
    expect(screen.getByText('¥199.00')).toBeInTheDocument();
    expect(screen.queryByText('免费')).toBeNull();
  });
});

describe('document cards', () => {
  it('news: the link given with the item, marked title and summary, author and date', () => {
    renderCard(infoResult(9), ['胶质']);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/info/detail?id=9');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(within(link).getByText('资讯')).toBeInTheDocument();
    expect(within(link).getByText('王建国')).toBeInTheDocument();
    expect(within(link).getByText('2024-05-06')).toBeInTheDocument();
    expect(screen.getByTestId('result-summary').querySelector('mark')).toHaveTextContent('胶质');
    expect(within(link).queryByText('品牌认证')).toBeNull();
  });

  it('品牌认证 on news and user articles whose bmsAuth is 1', () => {
    const certified = infoResult(9);
    if (certified.type === 'info') certified.info.bmsAuth = 1;
    renderCard(certified);
    expect(within(screen.getByRole('link')).getByText('品牌认证')).toBeInTheDocument();
  });

  it('user article or case: /case/detail-ugc', () => {
    renderCard({
      type: 'mp_article',
      mp_article: {
        id: 55,
        type: 'case',
        title: '复杂颅底脑膜瘤切除一例',
        description: '岩斜区脑膜瘤经乙状窦前入路切除。',
        cover: '',
        images: [],
        publishTime: localTime(2024, 6, 1),
        showViews: 1,
        showComments: 0,
        showDiggs: 0,
        favorites: 0,
        essences: 'F',
        bmsAuth: 0,
        creator: {
          id: 70,
          realName: '李明',
          company: '北京天坛医院',
          avatarAddress: '',
          userPostNum: 1,
          fans: 0,
          identity: 1,
        },
        subspecialtys: [],
      },
    });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/case/detail-ugc?id=55');
    expect(within(link).getByText('病例')).toBeInTheDocument();
    expect(within(link).getByText('李明')).toBeInTheDocument();
  });

  it('elab case: /link/detail', () => {
    renderCard({
      type: 'elab',
      elab: {
        id: 8,
        caseName: '右侧听神经瘤乙状窦后入路切除',
        image: '',
        elabSurgicalClassification: { id: 1, code: 'ST', name: '颅底' },
        hospital: '华山医院',
        authorList: [{ systemUserId: 1, userRealname: '毛颖', userAvatar: '', company: '华山医院' }],
        classificationList: [],
        shareDesc: '面神经功能保留。',
        views: 10,
        publishTime: localTime(2024, 1, 2),
      },
    });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/link/detail?id=8');
    expect(within(link).getByText('华山医院 毛颖')).toBeInTheDocument();
  });

  it('guide: its own page; interpreting video: /guidance/detail/video/{id}', () => {
    renderCard({
      type: 'guide',
      guide: {
        id: 3,
        title: '中国脑胶质瘤诊疗指南',
        kind: 'guideline',
        kindName: '指南',
        society: '中华医学会神经外科学分会',
        year: 2024,
        subspecialty: null,
        summary: '规范诊疗。',
        views: 5,
        publishTime: localTime(2024, 3, 1),
        videoCount: 2,
        url: '/guidance?guideId=3',
      },
    });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/guidance?guideId=3');
    expect(within(link).getByText('解读视频 2')).toBeInTheDocument();
  });

  it('interpreting video', () => {
    renderCard({
      type: 'interpreting_video',
      interpreting_video: {
        id: 12,
        cover: '',
        videoName: '指南解读：高级别胶质瘤',
        publishTime: localTime(2024, 3, 1),
        description: '',
        author: { authorName: '江涛', headImage: '' },
        duration: 600,
        views: 3,
        guideId: 3,
        guideTitle: '中国脑胶质瘤诊疗指南',
      },
    });
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/guidance/detail/video/12');
    expect(within(link).getByText('解读：中国脑胶质瘤诊疗指南')).toBeInTheDocument();
  });
});
