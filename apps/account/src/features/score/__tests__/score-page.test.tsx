import type { ScoreEntry } from '@portal/api/contract/account-personal-data';
import { accountPersonalDataEndpoints as e } from '@portal/api/endpoints/account-personal-data';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { localTime, renderAt } from '@portal/testing/render';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScorePage } from '../score-page';

const api = fakeApi();

const summary = {
  points: 37,
  level: 2,
  levelStart: 30,
  nextLevelAt: 100,
  todayPoints: 15,
  rules: [
    { action: 'article' as const, todayCount: 0, todayPoints: 0, done: false },
    { action: 'answer' as const, todayCount: 0, todayPoints: 0, done: false },
    { action: 'question' as const, todayCount: 1, todayPoints: 5, done: false },
    { action: 'comment' as const, todayCount: 10, todayPoints: 10, done: false },
    { action: 'checkin' as const, todayCount: 0, todayPoints: 0, done: false },
    { action: 'verified' as const, todayCount: 0, todayPoints: 0, done: true },
  ],
};

const entry = (i: number) => ({
  key: `comment:${i}`,
  action: 'comment' as const,
  subject: `评论 ${i}`,
  url: '',
  points: 1,
  time: localTime(2026, 5, 20, 9, i),
});

beforeEach(() => {
  act(() => {
    sessionStore.set(sessionUserAtom, {
      id: 7,
      realName: '周文博',
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

it('shows the level, what is left to the next, the rules with today’s progress and the history by page', async () => {
  api.on(e.scoreSummary, summary);
  api.on(e.scoreHistory, (input) => ({
    code: 1 as const,
    list: (input.pageNo === 2
      ? [
          {
            key: 'question:5',
            action: 'question' as const,
            subject: '胶质瘤术后复查间隔？',
            url: '/topic-circle/questionhome?id=5',
            points: 5,
            time: localTime(2026, 5, 19, 8, 0),
          },
        ]
      : Array.from({ length: 10 }, (_, i) => entry(10 - i))) as ScoreEntry[],
    page: { pageNo: input.pageNo ?? 1, pageSize: 10, totalCount: 11, totalPage: 2 },
  }));
  const { location } = renderAt('/score', <ScorePage />);

  expect(await screen.findByText('Lv.2')).toBeInTheDocument();
  expect(screen.getByText('37')).toBeInTheDocument();
  expect(screen.getByText('今日 +15')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: '再获得 63 积分升至 Lv.3' })).toHaveAttribute(
    'aria-valuenow',
    '10',
  );

  const rules = screen.getByRole('region', { name: '如何获得积分' });
  const comment = within(rules).getByRole('row', { name: /发表评论/ });
  expect(within(comment).getByText('10/10')).toBeInTheDocument();
  expect(within(comment).getByText('+10')).toBeInTheDocument();
  expect(
    within(within(rules).getByRole('row', { name: /通过身份认证/ })).getByText('已完成'),
  ).toBeInTheDocument();

  const history = screen.getByRole('region', { name: '积分明细' });
  expect(await within(history).findByText('评论 10')).toBeInTheDocument();
  expect(within(history).getAllByRole('listitem')).toHaveLength(10);
  expect(within(history).getAllByText('2026-05-20 09:10')).toHaveLength(1);
  await userEvent.click(within(history).getByRole('link', { name: '下一页' }));
  expect(location()).toBe('/score?page=2');
  const link = await within(history).findByRole('link', { name: '胶质瘤术后复查间隔？' });
  expect(link).toHaveAttribute('href', '/topic-circle/questionhome?id=5');
  expect(api.requests(e.scoreHistory)).toEqual([
    { pageNo: 1, pageSize: 10 },
    { pageNo: 2, pageSize: 10 },
  ]);
});

it('says so when nothing was earned yet', async () => {
  api.on(e.scoreSummary, { ...summary, points: 0, level: 1, levelStart: 0, nextLevelAt: 30, todayPoints: 0 });
  api.on(e.scoreHistory, {
    code: 1,
    list: [],
    page: { pageNo: 1, pageSize: 10, totalCount: 0, totalPage: 0 },
  });
  renderAt('/score', <ScorePage />);
  expect(await screen.findByText('还没有积分记录，去发布内容或参与讨论吧')).toBeInTheDocument();
  expect(screen.getByText('再获得 30 积分升至 Lv.2')).toBeInTheDocument();
});
