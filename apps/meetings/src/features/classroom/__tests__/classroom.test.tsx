import type { ClassroomCourse, CourseDetail, CourseLectureItem } from '@portal/api/contract/classroom';
import {
  courseCommentEndpoints as ce,
  classroomEndpoints as e,
  courseProgressEndpoints as p,
} from '@portal/api/endpoints/classroom';
import { meetingEndpoints as me } from '@portal/api/endpoints/meetings';
import { ApiError } from '@portal/api/errors';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { list } from '../../../testing/fixtures';
import { CoursePage } from '../course-page';
import { MoocPage } from '../mooc-page';

// the player is ArtPlayer + hls.js, which jsdom cannot run: a stand-in that reports as it would
const beats: { position: number; final: boolean }[] = [];
jest.mock('../lecture-video', () => ({
  __esModule: true,
  default: ({
    title,
    startAt,
    onBeat,
  }: {
    title: string;
    startAt: number;
    onBeat: (p: number, f: boolean) => void;
  }) => (
    <div>
      <p>
        播放器：{title} @{startAt}
      </p>
      <button type="button" onClick={() => onBeat(startAt + 10, false)}>
        心跳
      </button>
    </div>
  ),
}));

const api = fakeApi();

function signIn(signedIn: boolean) {
  act(() => {
    sessionStore.set(
      sessionUserAtom,
      signedIn ? { id: 1, realName: '王建国', avatarAddress: '', identity: 1, isAuth: 1 } : null,
    );
    sessionStore.set(sessionStatusAtom, signedIn ? 'signedIn' : 'signedOut');
  });
}
afterEach(() => {
  signIn(false);
  beats.length = 0;
});

const card = (id: number, over: Partial<ClassroomCourse> = {}): ClassroomCourse => ({
  id,
  name: `胶质瘤手术课程 ${id}`,
  cover: `/media/cover/course-${id}.svg`,
  speakerNames: '王建国、李明',
  showViews: 1234,
  score: 4.8,
  money: null,
  lectures: 7,
  seriesId: null,
  publishTime: 1,
  ...over,
});

const lecture = (id: number, over: Partial<CourseLectureItem> = {}): CourseLectureItem => ({
  id,
  name: `第${id}讲 术前评估`,
  speakerNames: '王建国',
  duration: 600,
  preview: false,
  canWatch: true,
  playlistUrl: `/media/course/7/lecture/${id}/index.m3u8`,
  ...over,
});

const course = (over: Partial<CourseDetail> = {}): CourseDetail => ({
  ...card(7),
  intro: '本课程讲解胶质瘤手术。',
  subspecialtyName: '神经肿瘤',
  seriesName: null,
  ratingCount: 12,
  commentCount: 0,
  lectureList: [1, 2, 3, 4, 5, 6, 7].map((i) => lecture(i)),
  bought: false,
  isCollect: false,
  myStars: null,
  ...over,
});

beforeEach(() => {
  api.on(me.specialities, list([{ id: 3, name: '脑血管病', meetingCount: 12 }]));
  api.on(e.series, list([{ id: 1, name: '神经肿瘤多学科诊疗', cover: '', intro: '', courses: 4 }]));
  api.on(e.courses, ({ pageNo = 1 }) =>
    list(pageNo === 1 ? [card(1), card(2, { money: 68 })] : [card(3)], pageNo, 2),
  );
  api.on(ce.comments, list([]));
  api.on(p.progress, { lectures: [], lastVideoId: null, progress: 0 });
});

describe('/mooc', () => {
  it('lists courses with 免费 or their price, filters through the address, and pages', async () => {
    renderAt('/mooc', <MoocPage />);
    const grid = await screen.findByRole('region', { name: '云课堂' });
    expect(await within(grid).findByText('胶质瘤手术课程 1')).toBeInTheDocument();
    expect(within(grid).getByText('免费')).toBeInTheDocument();
    expect(within(grid).getByText('¥68')).toBeInTheDocument();
    expect(within(grid).getAllByText('王建国、李明')).toHaveLength(2);
    expect(document.title).toBe('云课堂 - 脑医汇');

    await userEvent.click(screen.getByRole('button', { name: '加载更多' }));
    expect(await within(grid).findByText('胶质瘤手术课程 3')).toBeInTheDocument();

    const price = screen.getByRole('navigation', { name: '价格' });
    await userEvent.click(within(price).getByRole('link', { name: '免费' }));
    await waitFor(() =>
      expect(api.requests(e.courses).at(-1)).toMatchObject({ price: 'free', sort: 'hot', pageNo: 1 }),
    );
    await userEvent.click(
      within(screen.getByRole('navigation', { name: '排序' })).getByRole('link', { name: '最新' }),
    );
    await waitFor(() => expect(api.requests(e.courses).at(-1)).toMatchObject({ price: 'free', sort: 'new' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/mooc?price=free&sort=new');
  });

  it('reads forged filters as none', async () => {
    renderAt('/mooc?price=cheap&sort=x&speciality=-1', <MoocPage />);
    await screen.findByText('胶质瘤手术课程 1');
    expect(api.requests(e.courses)[0]).toEqual({ sort: 'hot', pageNo: 1, pageSize: 12 });
  });

  it('shows the course at the spec’s hash address', async () => {
    api.on(e.course, course());
    renderAt('/mooc/#/pages/coursePlay/coursePlay?courseId=7', <MoocPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '胶质瘤手术课程 7' })).toBeInTheDocument();
    expect(api.requests(e.course)).toEqual([{ courseId: 7 }]);
  });
});

describe('a course', () => {
  it('shows 3 lectures, then 3 more per 展开更多', async () => {
    api.on(e.course, course());
    renderAt('/cloudclassroomCourse?courseId=7', <CoursePage />);
    const lectures = await screen.findByRole('region', { name: '课程目录（共7讲）' });
    expect(within(lectures).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(within(lectures).getByRole('button', { name: '展开更多' }));
    expect(within(lectures).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(lectures).getByRole('button', { name: '展开更多' }));
    expect(within(lectures).getAllByRole('listitem')).toHaveLength(7);
    expect(within(lectures).getByRole('button', { name: '收起' })).toBeInTheDocument();
    expect(screen.getByText('免费')).toBeInTheDocument();
    expect(document.title).toBe('胶质瘤手术课程 7 - 云课堂 - 脑医汇');
  });

  it('is the 404 page for an unknown course or a forged id', async () => {
    api.on(e.course, () => {
      throw new ApiError(404, '课程不存在');
    });
    const { unmount } = renderAt('/cloudclassroomCourse?courseId=99', <CoursePage />);
    expect(await screen.findByRole('heading', { name: '课程不存在' })).toBeInTheDocument();
    unmount();
    renderAt('/cloudclassroomCourse?courseId=abc', <CoursePage />);
    expect(screen.getByRole('heading', { name: '课程不存在' })).toBeInTheDocument();
  });

  it('resumes the lecture last watched at the server’s position and reports heartbeats', async () => {
    signIn(true);
    api.on(e.course, course());
    api.on(p.progress, {
      lectures: [{ videoId: 2, watchedSeconds: 90, position: 95, done: false, updatedAt: 5 }],
      lastVideoId: 2,
      progress: 3,
    });
    api.on(p.heartbeat, ({ videoId, position }) => ({
      videoId,
      watchedSeconds: 100,
      position,
      done: false,
      updatedAt: 6,
      credited: 10,
    }));
    renderAt('/cloudclassroomCourse?courseId=7', <CoursePage />);
    // the player loads when asked for: until then the cover and a play button
    await userEvent.click(await screen.findByRole('button', { name: '开始播放：第2讲 术前评估' }));
    expect(await screen.findByText('播放器：第2讲 术前评估 @95')).toBeInTheDocument();
    expect(screen.getByText('上次看到 1:35，已为您续播')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '心跳' }));
    await waitFor(() =>
      expect(api.requests(p.heartbeat)).toEqual([{ courseId: 7, videoId: 2, position: 105 }]),
    );
    expect(await screen.findByText(/已学 1:40/)).toBeInTheDocument();
  });

  it('sends no heartbeat for a visitor, and asks them to sign in to rate or buy', async () => {
    const host = createTestHost({ requireLogin: jest.fn(() => false) });
    api.on(
      e.course,
      course({
        money: 68,
        lectureList: [lecture(1, { preview: true }), lecture(2, { canWatch: false, playlistUrl: null })],
      }),
    );
    renderAt('/cloudclassroomCourse?courseId=7', <CoursePage />, host);
    expect(screen.queryByText(/^播放器/)).not.toBeInTheDocument();
    // picking a lecture in the list plays it at once
    await userEvent.click(await screen.findByRole('button', { name: '播放：第1讲 术前评估' }));
    expect(await screen.findByText('播放器：第1讲 术前评估 @0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '心跳' }));
    expect(api.requests(p.heartbeat)).toEqual([]);
    expect(api.requests(p.progress)).toEqual([]);
    expect(screen.getByText('试看')).toBeInTheDocument();
    // a locked lecture: no player, the way to buy it
    await userEvent.click(screen.getByRole('button', { name: '购买后观看：第2讲 术前评估' }));
    expect(screen.getByText('该课时为付费内容，购买课程后即可观看')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: '购买课程 ¥68' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: '5星' }));
    expect(host.requireLogin).toHaveBeenCalledTimes(2);
    expect(api.requests(e.rate)).toEqual([]);
  });

  it('rates, and the score follows the server’s answer', async () => {
    signIn(true);
    api.on(e.course, course());
    api.on(e.rate, { score: 4.5, ratingCount: 13, myStars: 4 });
    renderAt('/cloudclassroomCourse?courseId=7', <CoursePage />);
    await userEvent.click(await screen.findByRole('button', { name: '4星' }));
    expect(await screen.findByText('我的评分：4星')).toBeInTheDocument();
    expect(screen.getByText('13人评分', { exact: false })).toBeInTheDocument();
    expect(api.requests(e.rate)).toEqual([{ courseId: 7, stars: 4 }]);
  });
});
