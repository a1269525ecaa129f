import { meetingCalendarEndpoints } from '@portal/api/endpoints/meeting-calendar';
import { meetingPlaybackEndpoints } from '@portal/api/endpoints/meeting-playback';
import { meetingEndpoints as e } from '@portal/api/endpoints/meetings';
import { ApiError } from '@portal/api/errors';
import { resolveJump } from '@portal/api/jump-rules';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost, testHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { agendaItem, detail, list } from '../../../testing/fixtures';
import { DetailPage } from '../detail-page';

const api = fakeApi();

beforeEach(() => {
  api.on(e.pv, { pv: 1301 });
  api.on(e.collectCount, { count: 7, isCollect: false });
  api.on(e.fields, list([{ groupName: '主会场', fields: [{ id: 1, name: '主会场', day: '2026-11-20' }] }]));
  api.on(e.speakers, list([]));
  api.on(e.ads, list([]));
  api.on(e.express, list([]));
  api.on(e.agenda, list([1, 2, 3, 4, 5, 6, 7].map((i) => agendaItem(i))));
  api.on(e.fieldCases, list([]));
  api.on(meetingPlaybackEndpoints.playInfo, list([]));
});

const venue = (overrides: Record<string, unknown>) => ({
  fieldId: 1,
  name: '主会场',
  day: '2026-11-20',
  state: 'LE' as const,
  canWatch: false,
  reason: null,
  playlistUrl: null,
  live: false,
  startedAt: Date.UTC(2026, 10, 20, 0, 30),
  durationMs: 3_600_000,
  chapters: [],
  ...overrides,
});

describe('meeting detail', () => {
  it('shows the title block with views counted once and collects', async () => {
    api.on(e.detail, detail(9, { meetingName: '2026脑血管病年会' }));
    renderAt('/meeting/detail?id=9', <DetailPage />);
    expect(await screen.findByRole('heading', { level: 1, name: '2026脑血管病年会' })).toBeInTheDocument();
    expect(await screen.findByText('浏览 1301')).toBeInTheDocument();
    expect(await screen.findByText('收藏 7')).toBeInTheDocument();
    expect(api.requests(e.pv)).toEqual([{ id: 9 }]);
    expect(document.title).toBe('2026脑血管病年会 - 会议 - 脑医汇');
  });

  it('shows 3 agenda items, 3 more per click, and at most 3 speaker avatars each', async () => {
    api.on(e.detail, detail(9));
    renderAt('/meeting/detail?id=9', <DetailPage />);
    const agenda = await screen.findByRole('region', { name: '会议日程' });
    await within(agenda).findByText('议程主题 1');
    expect(within(agenda).getAllByRole('listitem')).toHaveLength(3);
    const first = within(agenda).getAllByRole('listitem')[0]!;
    expect(first.querySelectorAll('img')).toHaveLength(3);
    await userEvent.click(within(agenda).getByRole('button', { name: '展开更多日程' }));
    expect(within(agenda).getAllByRole('listitem')).toHaveLength(6);
    await userEvent.click(within(agenda).getByRole('button', { name: '展开更多日程' }));
    expect(within(agenda).getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(within(agenda).getByRole('button', { name: '收起' }));
    expect(within(agenda).getAllByRole('listitem')).toHaveLength(3);
  });

  it('a talk that mentions products lists them as 相关器械, each to its product page', async () => {
    api.on(e.detail, detail(9));
    api.on(
      e.agenda,
      list([
        agendaItem(1, {
          theme: '复杂动脉瘤夹闭的技术要点',
          products: [
            { id: 27, name: '蛇牌 Yasargil 钛合金动脉瘤夹', image: '', brandName: '蛇牌', categoryId: 6 },
          ],
        }),
        agendaItem(2),
      ]),
    );
    renderAt('/meeting/detail?id=9', <DetailPage />, createTestHost({ resolveJump }));
    const agenda = await screen.findByRole('region', { name: '会议日程' });
    const [talk, other] = await within(agenda).findAllByRole('listitem');
    expect(within(talk!).getByText('相关器械：')).toBeInTheDocument();
    expect(within(talk!).getByRole('link', { name: '蛇牌 Yasargil 钛合金动脉瘤夹' })).toHaveAttribute(
      'href',
      '/bms/classify/6/product-details/27',
    );
    expect(within(other!).queryByText('相关器械：')).toBeNull();
  });

  it('an agendaId in the address shows and marks that item even past the first three', async () => {
    api.on(e.detail, detail(9));
    renderAt('/meeting/detail?id=9&agendaId=5', <DetailPage />);
    const agenda = await screen.findByRole('region', { name: '会议日程' });
    expect(await within(agenda).findByText('议程主题 5')).toBeInTheDocument();
    expect(within(agenda).getAllByRole('listitem')).toHaveLength(5);
  });

  it('an agendaId of another day and venue opens that day and venue, with the item marked', async () => {
    api.on(e.detail, detail(9, { days: ['2026-11-20', '2026-11-21'] }));
    api.on(
      meetingPlaybackEndpoints.playInfo,
      list([
        venue({ chapters: [{ agendaId: 1, theme: '议程主题 1', offsetMs: 0 }] }),
        venue({
          fieldId: 3,
          name: '分会场',
          day: '2026-11-21',
          chapters: [{ agendaId: 12, theme: '议程主题 12', offsetMs: 0 }],
        }),
      ]),
    );
    api.on(e.fields, ({ date }) =>
      list(
        date === '2026-11-21'
          ? [
              { groupName: '主会场', fields: [{ id: 2, name: '主会场', day: '2026-11-21' }] },
              { groupName: '分会场', fields: [{ id: 3, name: '分会场', day: '2026-11-21' }] },
            ]
          : [{ groupName: '主会场', fields: [{ id: 1, name: '主会场', day: '2026-11-20' }] }],
      ),
    );
    api.on(e.agenda, ({ fieldsId }) =>
      list(fieldsId === 3 ? [10, 11, 12, 13].map((i) => agendaItem(i)) : [agendaItem(1)]),
    );
    renderAt('/meeting/detail?id=9&agendaId=12', <DetailPage />);
    const agenda = await screen.findByRole('region', { name: '会议日程' });
    const marked = await within(agenda).findByText('议程主题 12');
    expect(marked.closest('li')).toHaveAttribute('aria-current', 'true');
    expect(within(agenda).getByRole('button', { name: '11月21日' })).toHaveAttribute('aria-current');
    expect(within(agenda).getByRole('button', { name: '分会场' })).toHaveAttribute('aria-current');
    expect(api.requests(e.agenda)).toEqual([{ meetingId: 9, date: '2026-11-21', fieldsId: 3 }]);

    // choosing another day leaves the address's venue for that day's first
    await userEvent.click(within(agenda).getByRole('button', { name: '11月20日' }));
    expect(await within(agenda).findByText('议程主题 1')).toBeInTheDocument();
    expect(within(agenda).queryByText('议程主题 12')).not.toBeInTheDocument();
  });

  it('stars an agenda item for the signed-in reader’s calendar; a visitor is asked to sign in', async () => {
    api.on(e.detail, detail(9));
    const requireLogin = jest.fn(() => false);
    const visitor = renderAt('/meeting/detail?id=9', <DetailPage />, { ...testHost, requireLogin });
    const agenda = await screen.findByRole('region', { name: '会议日程' });
    await within(agenda).findByText('议程主题 1');
    await userEvent.click(within(agenda).getByRole('button', { name: '收藏议程：议程主题 1' }));
    expect(requireLogin).toHaveBeenCalled();
    expect(api.requests(meetingCalendarEndpoints.starAgenda)).toEqual([]);
    expect(api.requests(meetingCalendarEndpoints.starredAgendas)).toEqual([]);
    visitor.unmount();

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
    try {
      api.on(meetingCalendarEndpoints.starredAgendas, { agendaIds: [2] });
      api.once(meetingCalendarEndpoints.starAgenda, { starred: true });
      api.once(meetingCalendarEndpoints.starAgenda, { starred: false });
      const toastSpy = jest.fn();
      renderAt('/meeting/detail?id=9', <DetailPage />, {
        ...testHost,
        requireLogin: () => true,
        toast: toastSpy,
      });
      const region = await screen.findByRole('region', { name: '会议日程' });
      const second = await within(region).findByRole('button', { name: '收藏议程：议程主题 2' });
      await waitFor(() => expect(second).toHaveAttribute('aria-pressed', 'true'));
      const first = within(region).getByRole('button', { name: '收藏议程：议程主题 1' });
      expect(first).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(first);
      await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'true'));
      expect(toastSpy).toHaveBeenLastCalledWith('已收藏议程，可在“加入日历”中订阅我的日程');
      await userEvent.click(first);
      await waitFor(() => expect(first).toHaveAttribute('aria-pressed', 'false'));
      expect(toastSpy).toHaveBeenLastCalledWith('已取消收藏');
      expect(api.requests(meetingCalendarEndpoints.starAgenda)).toEqual([{ agendaId: 1 }, { agendaId: 1 }]);
      expect(api.requests(meetingCalendarEndpoints.starredAgendas)).toEqual([{ meetingId: 9 }]);
    } finally {
      act(() => {
        sessionStore.set(sessionUserAtom, null);
        sessionStore.set(sessionStatusAtom, 'signedOut');
      });
    }
  });

  it('shows the cases of the chosen venue under its agenda, linked by the host’s jump rule', async () => {
    api.on(e.detail, detail(9));
    api.on(e.fieldCases, ({ fieldsId }) =>
      list(
        fieldsId === 1
          ? [{ id: 77, title: '复杂颅底脊索瘤切除一例', cover: '/c.svg', authorName: '王建国' }]
          : [],
      ),
    );
    renderAt('/meeting/detail?id=9', <DetailPage />);
    const cases = await screen.findByRole('region', { name: '本会场病例' });
    expect(within(cases).getByRole('link', { name: /复杂颅底脊索瘤切除一例/ })).toHaveAttribute(
      'href',
      '/case/detail-ugc?id=77',
    );
    expect(api.requests(e.fieldCases)).toEqual([{ fieldsId: 1 }]);
  });

  it('the summary popover shows the AI summary; a failed answer closes it', async () => {
    api.on(e.detail, detail(9));
    api.once(e.agendaSummary, {
      id: 1,
      theme: '议程主题 1',
      authorList: [],
      summary: '本报告介绍了动脉瘤夹闭的关键步骤。',
      keywordsList: ['动脉瘤', '夹闭'],
    });
    renderAt('/meeting/detail?id=9', <DetailPage />);
    const agenda = await screen.findByRole('region', { name: '会议日程' });
    await within(agenda).findByText('议程主题 1');
    const [first, second] = within(agenda).getAllByRole('button', { name: '摘要' });
    await userEvent.click(first!);
    const popover = await screen.findByRole('dialog', { name: '报告摘要' });
    expect(await within(popover).findByText('本报告介绍了动脉瘤夹闭的关键步骤。')).toBeInTheDocument();
    expect(within(popover).getByText('以上内容由 AI 生成，仅供参考')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    api.once(e.agendaSummary, () => {
      throw new ApiError(500, '该议程暂无摘要');
    });
    await userEvent.click(second!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a paid meeting shows its price and what the purchase slot puts beside it', async () => {
    api.on(e.detail, detail(9, { price: 99, canWatch: false }));
    renderAt('/meeting/detail?id=9', <DetailPage slots={{ purchase: (m) => <span>购买槽：{m.id}</span> }} />);
    expect(await screen.findByText('¥99')).toBeInTheDocument();
    expect(screen.getByText('购买槽：9')).toBeInTheDocument();
  });

  it('a meeting the server does not have (or not yet open) says so', async () => {
    api.on(e.detail, () => {
      throw new ApiError(404, '会议不存在');
    });
    renderAt('/meeting/detail?id=404', <DetailPage />);
    expect(await screen.findByRole('heading', { name: '会议不存在或尚未开放' })).toBeInTheDocument();
  });

  it("shows the server's reason instead of a video it would refuse: a paid meeting, or one not started", async () => {
    api.on(e.detail, detail(9, { price: 99, canWatch: false }));
    api.on(
      meetingPlaybackEndpoints.playInfo,
      list([
        venue({ reason: '本会议为付费会议，购买后即可观看' }),
        venue({ fieldId: 2, name: '分会场', state: 'NS', reason: '会议尚未开始' }),
      ]),
    );
    renderAt('/meeting/detail?id=9', <DetailPage />);
    const player = await screen.findByRole('region', { name: '会议视频' });
    expect(await within(player).findByText('本会议为付费会议，购买后即可观看')).toBeInTheDocument();
    expect(player.querySelector('video')).toBeNull();
    await userEvent.click(within(player).getByRole('button', { name: /分会场/ }));
    expect(await within(player).findByText('会议尚未开始')).toBeInTheDocument();
    expect(within(player).getByText('开始时间：2026-11-20 08:30')).toBeInTheDocument();
  });

  it('holds the player’s place with the poster while the venues are on their way, then the player in the same box', async () => {
    api.on(e.detail, detail(9));
    const venues = list([venue({ canWatch: true, playlistUrl: '/media/hls/9/1.m3u8' })]);
    let answer: () => void = () => undefined;
    api.on(
      meetingPlaybackEndpoints.playInfo,
      () =>
        new Promise<typeof venues>((resolve) => {
          answer = () => resolve(venues);
        }),
    );
    renderAt('/meeting/detail?id=9', <DetailPage />);
    const waiting = await screen.findByRole('region', { name: '会议视频' });
    expect(waiting).toHaveAttribute('aria-busy', 'true');
    const poster = waiting.querySelector('img');
    expect(poster).toHaveAttribute('src', '/media/cover/meeting-title-9.svg');
    expect(poster).toHaveClass('aspect-video', 'w-full');

    act(() => answer());
    const play = await within(waiting).findByRole('button', { name: '播放：主会场' });
    expect(play.querySelector('img')).toHaveAttribute('src', '/media/cover/meeting-title-9.svg');
    expect(screen.getByRole('region', { name: '会议视频' })).not.toHaveAttribute('aria-busy');
  });

  it('shows no player for a meeting without video', async () => {
    api.on(e.detail, detail(9));
    api.on(meetingPlaybackEndpoints.playInfo, list([venue({ state: 'NL', reason: '本会议暂无视频' })]));
    renderAt('/meeting/detail?id=9', <DetailPage />);
    await screen.findByRole('region', { name: '会议日程' });
    expect(screen.queryByRole('region', { name: '会议视频' })).not.toBeInTheDocument();
  });
});
