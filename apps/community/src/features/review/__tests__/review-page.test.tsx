import type { PendingReview } from '@portal/api/contract/reviews';
import { reviewEndpoints as r } from '@portal/api/endpoints/reviews';
import { ApiError } from '@portal/api/errors';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { installIntersectionObserver } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReviewPage } from '../review-page';

const api = fakeApi();

beforeEach(() => {
  installIntersectionObserver();
  act(() => {
    sessionStore.set(sessionUserAtom, {
      id: 9,
      realName: '审核员',
      avatarAddress: '',
      identity: 1,
      isAuth: 1,
    });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });
});
afterEach(() =>
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
  }),
);

const item = (id: number, overrides: Partial<PendingReview> = {}): PendingReview => ({
  id,
  contentType: 'community_answer',
  contentId: 100 + id,
  title: `问题${id}：胶质瘤术后多久复查？`,
  html: `<p>回答${id}：建议三个月复查。</p>`,
  url: `/topic-circle/answerhome/${100 + id}`,
  author: {
    id: 50,
    realName: '刘志强',
    identity: 1,
    isAuth: 0,
    company: '北京天坛医院',
    registeredAt: Date.UTC(2026, 10, 20),
  },
  submittedAt: Date.UTC(2026, 10, 25),
  version: `v${id}`,
  ...overrides,
});
const page = (list: PendingReview[]) => ({
  code: 1 as const,
  list,
  page: { pageNo: 1, pageSize: 20, totalCount: list.length, totalPage: 1 },
});
const host = () => createTestHost({ requireLogin: jest.fn(() => true) });

describe('the review page', () => {
  it('lists what waits with its author; approving removes it', async () => {
    api.on(r.pending, page([item(1), item(2)]));
    api.on(r.decide, { id: 1, status: 'approved' });
    const h = host();
    renderAt('/topic-circle/review', <ReviewPage />, h);
    const first = await screen.findByRole('article', { name: '问题1：胶质瘤术后多久复查？' });
    expect(within(first).getByText('回答1：建议三个月复查。')).toBeInTheDocument();
    expect(within(first).getByText(/刘志强（北京天坛医院） · 未认证/)).toBeInTheDocument();
    expect(screen.getByText('2 条待审核')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: '通过' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: '问题1：胶质瘤术后多久复查？' })).not.toBeInTheDocument(),
    );
    expect(api.requests(r.decide)).toEqual([{ id: 1, decision: 'approve', version: 'v1' }]);
    expect(h.toast).toHaveBeenCalledWith('已通过');
    expect(screen.getByText('1 条待审核')).toBeInTheDocument();
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    api.on(r.pending, page([item(3)]));
    api.on(r.decide, { id: 3, status: 'rejected' });
    const h = host();
    renderAt('/topic-circle/review', <ReviewPage />, h);
    const card = await screen.findByRole('article', { name: '问题3：胶质瘤术后多久复查？' });
    await userEvent.click(within(card).getByRole('button', { name: '驳回' }));
    await userEvent.click(within(card).getByRole('button', { name: '确认驳回' }));
    expect(h.toast).toHaveBeenCalledWith('请填写驳回原因');
    expect(api.requests(r.decide)).toEqual([]);
    await userEvent.type(within(card).getByLabelText('驳回原因（作者可见）'), '缺少诊疗依据');
    await userEvent.click(within(card).getByRole('button', { name: '确认驳回' }));
    await waitFor(() =>
      expect(api.requests(r.decide)).toEqual([
        { id: 3, decision: 'reject', version: 'v3', reason: '缺少诊疗依据' },
      ]),
    );
  });

  it('sends the version it shows; edited since, it says so and shows the new text to decide on', async () => {
    api.on(r.pending, page([item(7)]));
    api.once(r.decide, () => {
      // the author edited it while the page was open: the queue now holds the new text
      api.on(r.pending, page([item(7, { html: '<p>特效神药，私信购买。</p>', version: 'v7-edited' })]));
      throw new ApiError(412, '内容已被作者修改，请刷新后重新审核');
    });
    const h = host();
    renderAt('/topic-circle/review', <ReviewPage />, h);
    const card = await screen.findByRole('article', { name: '问题7：胶质瘤术后多久复查？' });
    await userEvent.click(within(card).getByRole('button', { name: '通过' }));
    await waitFor(() => expect(h.toast).toHaveBeenCalledWith('内容已被作者修改，请刷新后重新审核'));
    expect(api.requests(r.decide)).toEqual([{ id: 7, decision: 'approve', version: 'v7' }]);
    // still waiting, in the same card, with what it says now
    expect(await within(card).findByText('特效神药，私信购买。')).toBeInTheDocument();
    expect(within(card).queryByText('回答7：建议三个月复查。')).not.toBeInTheDocument();
    expect(within(card).getByRole('alert')).toHaveTextContent('作者在你审核时修改了内容');
    expect(screen.getByText('1 条待审核')).toBeInTheDocument();

    api.on(r.decide, { id: 7, status: 'rejected' });
    await userEvent.click(within(card).getByRole('button', { name: '驳回' }));
    await userEvent.type(within(card).getByLabelText('驳回原因（作者可见）'), '广告');
    await userEvent.click(within(card).getByRole('button', { name: '确认驳回' }));
    await waitFor(() =>
      expect(api.requests(r.decide).at(-1)).toEqual({
        id: 7,
        decision: 'reject',
        version: 'v7-edited',
        reason: '广告',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: '问题7：胶质瘤术后多久复查？' })).not.toBeInTheDocument(),
    );
  });

  it('shows an identity application with its pictures, under its own kind', async () => {
    const application = item(4, {
      contentType: 'account_identity',
      contentId: 12,
      title: '身份认证：周文博（医生）',
      html:
        '<p><strong>医院/单位：</strong>天坛医院</p><figure><figcaption>执业证</figcaption>' +
        '<img src="/media/uploads/2026/11/aaaa.webp" alt="执业证" width="360"></figure>' +
        '<figure><figcaption>工牌</figcaption><img src="/media/uploads/2026/11/bbbb.webp" alt="工牌" width="360"></figure>',
      url: '/user-center?profileUserId=50',
      author: { ...item(4).author, isAuth: 2 },
    });
    api.on(r.pending, page([application]));
    renderAt('/topic-circle/review', <ReviewPage />, host());
    const card = await screen.findByRole('article', { name: '身份认证：周文博（医生）' });
    expect(within(card).getByText('身份认证')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '执业证' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '工牌' })).toBeInTheDocument();
    expect(within(card).getByText(/认证审核中/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: '驳回' }));
    expect(within(card).getByLabelText('驳回原因（作者可见）')).toHaveAttribute(
      'placeholder',
      expect.stringContaining('执业证'),
    );
    await userEvent.click(screen.getByRole('button', { name: '身份认证' }));
    await waitFor(() =>
      expect(api.requests(r.pending).at(-1)).toMatchObject({ contentType: 'account_identity' }),
    );
  });

  it('plays a competition entry in its card, and only an item that has a video', async () => {
    const entry = item(5, {
      contentType: 'competition_entry',
      title: '颈动脉内膜剥脱术要点',
      html: '<p>第二届青年医师手术视频大赛 · 120秒</p>',
      video: '/media/competition/entry/7/index.m3u8',
    });
    api.on(r.pending, page([entry, item(6)]));
    renderAt('/topic-circle/review', <ReviewPage />, host());
    const card = await screen.findByRole('article', { name: '颈动脉内膜剥脱术要点' });
    expect(within(card).getByText('参赛作品')).toBeInTheDocument();
    const video = within(card).getByLabelText('待审核视频：颈动脉内膜剥脱术要点');
    expect(video.tagName).toBe('VIDEO');
    // jsdom plays no HLS itself: the playlist goes to hls.js, loaded on demand
    const other = screen.getByRole('article', { name: '问题6：胶质瘤术后多久复查？' });
    expect(within(other).queryByLabelText(/待审核视频/)).not.toBeInTheDocument();
  });

  it('filters by kind, and tells a reader who is no moderator', async () => {
    api.on(r.pending, page([]));
    renderAt('/topic-circle/review', <ReviewPage />, host());
    expect(await screen.findByText('没有待审核的内容')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '社区提问' }));
    await waitFor(() =>
      expect(api.requests(r.pending).at(-1)).toMatchObject({ contentType: 'community_question' }),
    );

    api.on(r.pending, () => {
      throw new ApiError(403, '无权审核内容');
    });
    renderAt('/topic-circle/review', <ReviewPage />, host());
    expect(await screen.findByRole('alert')).toHaveTextContent('无权审核内容');
  });
});
