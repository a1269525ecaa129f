import type { RecommendationItem } from '@portal/api/contract/channel';
import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
import type { SessionUser } from '@portal/api/contract/user';
import { channelEndpoints } from '@portal/api/endpoints/channel';
import { useSessionUser } from '@portal/session/hooks';
import { fakeApi, networkFailure } from '@portal/testing/fake-api';
import { testHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { DAILY_RECOMMENDATION_KEY, DailyRecommendation } from '../daily-recommendation';

const api = fakeApi();

jest.mock('@portal/session/hooks', () => ({ useSessionUser: jest.fn() }));

const host = {
  ...testHost,
  resolveJump: (item: JumpItem): JumpTarget =>
    item.type === 'meeting'
      ? { kind: 'link', url: `/meeting/detail?id=${item.id}`, newTab: true }
      : item.type === 'ocscourse'
        ? { kind: 'link', url: `/cloudclassroomCourse?courseId=${item.id}`, newTab: true }
        : { kind: 'none' },
};

const ITEMS: RecommendationItem[] = [
  {
    type: 'meeting',
    id: 7,
    meetingName: '2026中国脑血管病大会',
    appMainPic: '/media/cover/meeting-7.svg',
    titlePic: '/media/cover/meeting-title-7.svg',
    meetingLiveStatus: 'LI',
    meetingDateStr: '2026-11-20 至 2026-11-22',
    province: '北京',
    city: '北京',
  },
  {
    type: 'meeting',
    id: 8,
    meetingName: '胶质瘤手术技术研讨会',
    appMainPic: '/media/cover/meeting-8.svg',
    titlePic: '/media/cover/meeting-title-8.svg',
    meetingLiveStatus: 'NS',
    meetingDateStr: '2026-12-05',
    province: '上海',
    city: '上海',
  },
  {
    type: 'ocs_course',
    id: 30,
    name: '开颅夹闭术手术技巧精讲',
    cover: '/media/cover/course-30.svg',
    speakerNames: '王建国',
  },
];

const user: SessionUser = { id: 5, realName: '王建国', avatarAddress: '', identity: 1, isAuth: 1 };

const renderDialog = (infoId = 1) => renderAt('/info/detail', <DailyRecommendation infoId={infoId} />, host);

beforeEach(() => {
  window.localStorage.clear();
  api.on(channelEndpoints.dailyRecommendations, ITEMS);
  jest.mocked(useSessionUser).mockReturnValue(null);
});

describe('DailyRecommendation', () => {
  it('shows meetings with their live state and courses, asking for 10 meetings and 30 courses', async () => {
    let signal: AbortSignal | undefined;
    api.on(channelEndpoints.dailyRecommendations, (_query, request) => {
      signal = request.signal;
      return ITEMS;
    });
    renderDialog(42);
    const dialog = await screen.findByRole('dialog', { name: '今日推荐' });
    expect(api.requests(channelEndpoints.dailyRecommendations)).toEqual([
      { infoId: 42, meetingLimit: 10, courseLimit: 30 },
    ]);
    expect(signal).toBeInstanceOf(AbortSignal);
    const meetings = within(within(dialog).getByRole('region', { name: '推荐会议' }));
    const live = meetings.getByRole('link', { name: /2026中国脑血管病大会/ });
    expect(live).toHaveAttribute('href', '/meeting/detail?id=7');
    expect(within(live).getByText('直播中')).toBeInTheDocument();
    expect(
      within(meetings.getByRole('link', { name: /胶质瘤手术技术研讨会/ })).getByText('预告'),
    ).toBeInTheDocument();
    const courses = within(within(dialog).getByRole('region', { name: '推荐课程' }));
    expect(courses.getByRole('link', { name: /开颅夹闭术手术技巧精讲/ })).toHaveAttribute(
      'href',
      '/cloudclassroomCourse?courseId=30',
    );
    expect(window.localStorage.getItem(DAILY_RECOMMENDATION_KEY)).toBe(dayjs().format('YYYY-MM-DD'));
  });

  it('shows once per day: not again on the next article the same day', async () => {
    const first = renderDialog(1);
    await screen.findByRole('dialog');
    first.unmount();

    renderDialog(2);
    // wait for anything the second article might have started
    await waitFor(() => expect(api.requests(channelEndpoints.dailyRecommendations)).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows again when the stored day is an earlier one', async () => {
    window.localStorage.setItem(DAILY_RECOMMENDATION_KEY, dayjs().subtract(1, 'day').format('YYYY-MM-DD'));
    renderDialog();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('closes on 关闭', async () => {
    renderDialog();
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('without a login token, the course link closes the dialog', async () => {
    renderDialog();
    const course = await screen.findByRole('link', { name: /开颅夹闭术手术技巧精讲/ });
    await userEvent.click(course);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signed in, the course link leaves the dialog open; a meeting link never closes it', async () => {
    jest.mocked(useSessionUser).mockReturnValue(user);
    renderDialog();
    await userEvent.click(await screen.findByRole('link', { name: /开颅夹闭术手术技巧精讲/ }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    jest.mocked(useSessionUser).mockReturnValue(null);
    await userEvent.click(screen.getByRole('link', { name: /2026中国脑血管病大会/ }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows nothing, and keeps the day unused, when the call fails or brings nothing', async () => {
    api.once(channelEndpoints.dailyRecommendations, () => {
      throw networkFailure();
    });
    const failed = renderDialog();
    await waitFor(() => expect(api.requests(channelEndpoints.dailyRecommendations)).toHaveLength(1));
    // let the answer settle before looking
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DAILY_RECOMMENDATION_KEY)).toBeNull();
    failed.unmount();

    api.once(channelEndpoints.dailyRecommendations, []);
    renderDialog();
    await waitFor(() => expect(api.requests(channelEndpoints.dailyRecommendations)).toHaveLength(2));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(DAILY_RECOMMENDATION_KEY)).toBeNull();
  });
});
