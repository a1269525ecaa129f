import type {
  CompetitionCard,
  CompetitionDetail,
  CompetitionEntryCard,
  MyCompetitionEntry,
} from '@portal/api/contract/competitions';
import { competitionEndpoints as e } from '@portal/api/endpoints/competitions';
import { ApiError } from '@portal/api/errors';
import { type UploadRequest, uploader } from '@portal/api/uploads';
import { Route, Routes } from '@portal/router';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelope } from '../../../testing/list-fixtures';
import { CompetitionListPage } from '../competition-list-page';
import { CompetitionPage } from '../competition-page';

const api = fakeApi();
const originalTransport = uploader.transport;

const card = (overrides: Partial<CompetitionCard> = {}): CompetitionCard => ({
  id: 1,
  name: '全国神经外科手术视频大赛',
  code: 'SVC-NS-2026',
  status: 2,
  competitionUrl: '/competition/detail?competitionId=1',
  coverImage: '/media/cover/competition-1.svg',
  description: '面向全国神经外科医师征集原创手术视频。',
  views: 1234,
  addTime: Date.UTC(2026, 4, 1),
  entryTotal: 2,
  ...overrides,
});
const detail = (overrides: Partial<CompetitionDetail> = {}): CompetitionDetail => ({
  ...card(overrides),
  rules: '1. 每人限投1件作品。\n2. 时长5秒至10分钟。',
  entryOpensAt: Date.UTC(2026, 4, 1),
  entryClosesAt: Date.UTC(2026, 7, 1),
  acceptingEntries: true,
  ...overrides,
});
const entryCard = (overrides: Partial<CompetitionEntryCard> = {}): CompetitionEntryCard => ({
  id: 7,
  title: '内镜经鼻垂体瘤切除',
  description: '',
  cover: '/media/cover/sv-7.svg',
  duration: 95,
  shortVideoId: 70,
  author: { id: 3, realName: '李明', avatarAddress: '/media/avatar/3.svg' },
  award: '',
  awardRank: null,
  createdAt: Date.UTC(2026, 4, 2),
  ...overrides,
});
const mine = (overrides: Partial<MyCompetitionEntry> = {}): MyCompetitionEntry => ({
  id: 9,
  competitionId: 1,
  title: '动脉瘤夹闭',
  description: '',
  state: 'transcoding',
  progress: 0,
  reason: '',
  previewUrl: '',
  shortVideoId: null,
  createdAt: Date.UTC(2026, 4, 3),
  ...overrides,
});

function signIn(identity: number, isAuth: number) {
  act(() => {
    sessionStore.set(sessionUserAtom, { id: 1, realName: '王建国', avatarAddress: '', identity, isAuth });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });
}

const renderDetail = (id = 1, host = createTestHost()) =>
  renderAt(
    `/competition/detail?competitionId=${id}`,
    <Routes>
      <Route path="/competition/detail" element={<CompetitionPage />} />
    </Routes>,
    host,
  );

beforeEach(() => {
  api.on(e.detail, detail());
  api.on(e.entries, envelope([entryCard(), entryCard({ id: 8, title: '颈动脉内膜剥脱', shortVideoId: 80 })]));
  api.on(e.myEntry, null);
});
afterEach(() => {
  uploader.transport = originalTransport;
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
  });
});

describe('/competition', () => {
  it('lists competitions with their status badges, and filters by status through the address', async () => {
    api.on(e.list, envelope([card(), card({ id: 2, name: '功能神经外科病例大赛', status: 3 })]));
    renderAt('/competition', <CompetitionListPage />);
    const list = await screen.findByRole('list', { name: '比赛列表' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('报名中');
    expect(items[1]).toHaveTextContent('已结束');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/competition/detail?competitionId=1',
    );
    await userEvent.click(screen.getByRole('link', { name: '已结束' }));
    expect(api.requests(e.list).at(-1)).toMatchObject({ status: 3, pageNo: 1 });
  });
});

describe('/competition/detail', () => {
  it('plays an entry in place by the jump rule on a plain click', async () => {
    const host = createTestHost({ openItem: jest.fn() });
    renderDetail(1, host);
    const entries = await screen.findByRole('region', { name: '参赛作品' });
    await userEvent.click(within(entries).getByRole('link', { name: '播放 颈动脉内膜剥脱' }));
    expect(host.openItem).toHaveBeenCalledWith({ type: 'shortVideo', id: 80 });
  });

  it('shows the competition, its badge, rules and window, and its entries opening the short-video player', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: '全国神经外科手术视频大赛' }),
    ).toBeInTheDocument();
    expect(screen.getByText('报名中')).toHaveAttribute('data-status', '2');
    expect(screen.getByRole('region', { name: '参赛规则' })).toHaveTextContent('每人限投1件作品');
    expect(screen.getByText(/报名时间/)).toHaveTextContent('2026-05-01 至 2026-08-01');
    const entries = await screen.findByRole('region', { name: '参赛作品' });
    expect(within(entries).getByRole('link', { name: '播放 内镜经鼻垂体瘤切除' })).toHaveAttribute(
      'href',
      '/app/shortplayer/index.html?id=70',
    );
    expect(document.title).toBe('全国神经外科手术视频大赛 - 比赛');
    // a visitor is asked to sign in
    expect(screen.getByRole('button', { name: '登录后参赛' })).toBeInTheDocument();
  });

  it('an ended competition shows its awards first', async () => {
    api.on(e.detail, detail({ status: 3, acceptingEntries: false }));
    api.on(
      e.entries,
      envelope([
        entryCard({ id: 1, award: '一等奖', awardRank: 1, title: '冠军作品' }),
        entryCard({ id: 2, title: '其他作品' }),
      ]),
    );
    renderDetail();
    const results = await screen.findByRole('region', { name: '获奖作品' });
    expect(results).toHaveTextContent('一等奖');
    expect(results).toHaveTextContent('冠军作品');
    expect(results).not.toHaveTextContent('其他作品');
    expect(screen.getByText('已结束')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登录后参赛' })).toBeNull();
  });

  it('a doctor not yet verified is told so, with the way to verification, and sees no form', async () => {
    signIn(1, 2);
    renderDetail();
    expect(await screen.findByText('仅认证医生可以提交参赛作品')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '去认证' })).toHaveAttribute('href', '/personaldata?tab=auth');
    expect(screen.queryByRole('form', { name: '提交参赛作品' })).toBeNull();
  });

  it('a verified doctor submits an entry: refused in place without a title, then sent and shown 转码中', async () => {
    signIn(1, 1);
    const sent: UploadRequest[] = [];
    uploader.transport = async (request) => {
      sent.push(request);
      request.onProgress?.(0.5);
      request.onProgress?.(1);
      return { status: 200, json: async () => ({ code: 1, result: mine({ title: '动脉瘤夹闭' }) }) };
    };
    renderDetail();
    const form = await screen.findByRole('form', { name: '提交参赛作品' });
    const file = new File([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])], 'clip.mp4', {
      type: 'video/mp4',
    });
    await userEvent.upload(within(form).getByLabelText('视频文件'), file);
    await userEvent.click(within(form).getByRole('button', { name: '提交作品' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('请填写作品标题');
    expect(sent).toHaveLength(0);
    await userEvent.type(within(form).getByLabelText('作品标题'), '动脉瘤夹闭');
    await userEvent.click(within(form).getByRole('button', { name: '提交作品' }));
    const state = await screen.findByRole('article', { name: '我的参赛作品' });
    expect(within(state).getByRole('status')).toHaveTextContent('转码中 0%');
    expect(within(state).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as FormData;
    expect(body.get('competitionId')).toBe('1');
    expect(body.get('title')).toBe('动脉瘤夹闭');
    expect(sent[0]?.url).toContain(e.submit.path);
  });

  it('the server’s refusal is shown in the form', async () => {
    signIn(1, 1);
    uploader.transport = async () => ({
      status: 400,
      json: async () => ({ code: 400, message: '视频时长不能少于5秒' }),
    });
    renderDetail();
    const form = await screen.findByRole('form', { name: '提交参赛作品' });
    await userEvent.type(within(form).getByLabelText('作品标题'), '短片');
    await userEvent.upload(
      within(form).getByLabelText('视频文件'),
      new File([new Uint8Array(16)], 'a.mp4', { type: 'video/mp4' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: '提交作品' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('视频时长不能少于5秒');
  });

  it.each([
    [mine({ state: 'transcoding', progress: 42 }), '转码中 42%', '可离开本页'],
    [mine({ state: 'pending', progress: 100 }), '待审核', '正在等待审核'],
    [mine({ state: 'approved', progress: 100, shortVideoId: 300 }), '已通过', '公开展示'],
    [
      mine({ state: 'rejected', progress: 100, reason: '视频未隐去患者信息' }),
      '未通过',
      '未通过原因：视频未隐去患者信息',
    ],
    [mine({ state: 'failed' }), '转码失败', '视频转码失败'],
  ])('shows the uploader their entry’s state (%#)', async (entry, label, text) => {
    signIn(1, 1);
    api.on(e.myEntry, entry);
    renderDetail();
    const state = await screen.findByRole('article', { name: '我的参赛作品' });
    expect(within(state).getByRole('status')).toHaveTextContent(label);
    expect(state).toHaveTextContent(text);
    if (entry.state === 'approved')
      expect(within(state).getByRole('link', { name: '观看作品' })).toHaveAttribute(
        'href',
        '/app/shortplayer/index.html?id=300',
      );
    if (entry.state === 'failed' || entry.state === 'rejected') {
      await userEvent.click(
        within(state).getByRole('button', { name: entry.state === 'failed' ? '重新提交' : '修改后重新提交' }),
      );
      expect(screen.getByRole('form', { name: '提交参赛作品' })).toBeInTheDocument();
    } else {
      expect(within(state).queryByRole('button', { name: /重新提交/ })).not.toBeInTheDocument();
    }
  });

  it('a missing competition says so; an address without an id is not found', async () => {
    api.on(e.detail, () => {
      throw new ApiError(404, '比赛不存在');
    });
    renderDetail(99);
    expect(await screen.findByRole('heading', { name: '比赛不存在' })).toBeInTheDocument();
  });
});
