import type { MyCourse } from '@portal/api/contract/account-wallet';
import { accountWalletEndpoints as w } from '@portal/api/endpoints/account-wallet';
import { courseProgressEndpoints } from '@portal/api/endpoints/classroom';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { installIntersectionObserver, reachBottom } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { act, screen, within } from '@testing-library/react';
import { MyCoursesPage } from '../my-courses-page';

const api = fakeApi();
installIntersectionObserver();

const course = (id: number, over: Partial<MyCourse> = {}): MyCourse => ({
  id,
  name: `颅底外科入路 ${id}`,
  cover: `/media/cover/course-${id}.svg`,
  speakerNames: '张建国、李明',
  money: null,
  lectures: 8,
  lecturesDone: 3,
  progress: 41,
  lastStudiedAt: Date.UTC(2026, 10, 26, 2),
  ...over,
});

beforeEach(() => {
  act(() => {
    sessionStore.set(sessionUserAtom, {
      id: 1,
      realName: '王建国',
      avatarAddress: '',
      identity: 1,
      isAuth: 1,
    });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });
});
afterEach(() => {
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
  });
});

it('shows each course studying with cover, speakers, progress and price, linking to its page; loads more at the bottom', async () => {
  api.on(w.myCourses, ({ pageNo }) => ({
    code: 1 as const,
    list: pageNo === 1 ? [course(1), course(2, { money: 199 })] : [course(3)],
    page: { pageNo: pageNo ?? 1, pageSize: 10, totalCount: 3, totalPage: 2 },
  }));
  renderAt('/myCourses', <MyCoursesPage />);
  const listEl = await screen.findByRole('list', { name: '学习中' });
  const [first, second] = within(listEl).getAllByRole('listitem');
  expect(within(first!).getByRole('link')).toHaveAttribute('href', '/cloudclassroomCourse?courseId=1');
  expect(first).toHaveTextContent('讲者：张建国、李明');
  expect(first).toHaveTextContent('3/8 节');
  expect(first).toHaveTextContent('免费');
  expect(within(first!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '41');
  expect(second).toHaveTextContent('¥199.00');
  reachBottom();
  expect(await screen.findByText('颅底外科入路 3')).toBeInTheDocument();
  expect(api.requests(w.myCourses)).toEqual([
    { tab: 'studying', pageNo: 1, pageSize: 10 },
    { tab: 'studying', pageNo: 2, pageSize: 10 },
  ]);
});

it('shows finished courses under 已学完 from the address, and the empty text', async () => {
  api.on(w.myCourses, {
    code: 1 as const,
    list: [],
    page: { pageNo: 1, pageSize: 10, totalCount: 0, totalPage: 0 },
  });
  renderAt('/myCourses?tab=finished', <MyCoursesPage />);
  expect(await screen.findByText('还没有学完的课程')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: '已学完' })).toHaveAttribute('aria-current', 'true');
  expect(api.requests(w.myCourses)).toEqual([{ tab: 'finished', pageNo: 1, pageSize: 10 }]);
});

it('lists the collected courses under 收藏, from their own call', async () => {
  api.on(courseProgressEndpoints.collected, () => ({
    code: 1 as const,
    list: [course(9, { progress: 0, lecturesDone: 0 })],
    page: { pageNo: 1, pageSize: 10, totalCount: 1, totalPage: 1 },
  }));
  renderAt('/myCourses?tab=collected', <MyCoursesPage />);
  const listEl = await screen.findByRole('list', { name: '收藏' });
  expect(within(listEl).getByRole('link')).toHaveAttribute('href', '/cloudclassroomCourse?courseId=9');
  expect(api.requests(courseProgressEndpoints.collected)).toEqual([{ pageNo: 1, pageSize: 10 }]);
  expect(api.requests(w.myCourses)).toEqual([]);
});
