import type {
  DepartmentDetail,
  DepartmentDynamic,
  DepartmentFeedback,
  DepartmentMember,
  JoinApplication,
} from '@portal/api/contract/department';
import type { SessionUser } from '@portal/api/contract/user';
import { departmentEndpoints as e } from '@portal/api/endpoints/department';
import { ApiError } from '@portal/api/errors';
import { jumpUrl } from '@portal/api/jump-rules';
import { FEEDBACK_MESSAGES, JOIN_MESSAGES } from '@portal/api/rules/department';
import { useSessionUser } from '@portal/session/hooks';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { installIntersectionObserver } from '@portal/testing/intersection';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BrandsRoutes from '../../../app/routes';

// the session settled: the reader is whoever useSessionUser says
jest.mock('@portal/session/hooks', () => {
  const useSessionUser = jest.fn();
  return { useSessionUser, useViewerId: () => useSessionUser()?.id ?? null };
});

const api = fakeApi();
const DOCTOR: SessionUser = { id: 8, realName: '周立新', avatarAddress: '', identity: 1, isAuth: 1 };
const ADDRESS = '/department/detail?departmentId=3';
const page = (totalCount: number) => ({ pageNo: 1, pageSize: 10, totalPage: 1, totalCount });

const detail = (overrides: Partial<DepartmentDetail> = {}): DepartmentDetail => ({
  id: 3,
  hospitalGroupName: '首都医科大学附属北京天坛医院',
  name: '神经外科',
  iconUrl: '/media/avatar/department-3.svg',
  city: '北京',
  description: '国家神经系统疾病临床医学研究中心。',
  memberTotal: 2,
  subscribers: 40,
  views: 1200,
  isSubscribe: false,
  isCollect: false,
  isMember: false,
  isAdmin: false,
  application: null,
  ...overrides,
});

const dynamic = (overrides: Partial<DepartmentDynamic>): DepartmentDynamic => ({
  contentType: 'article',
  id: 51,
  title: '胶质瘤术后随访要点',
  summary: '影像随访与康复',
  cover: '',
  url: '/case/detail-ugc?id=51',
  time: Date.UTC(2026, 9, 1),
  author: { id: 1, realName: '王建国', avatarAddress: '' },
  ...overrides,
});

const member = (id: number, realName: string, role: 'admin' | 'member'): DepartmentMember => ({
  id,
  realName,
  avatarAddress: '',
  title: '主任医师',
  company: '首都医科大学附属北京天坛医院',
  role,
  joinedAt: Date.UTC(2025, 0, 1),
});

const application = (id: number, realName: string): JoinApplication => ({
  id,
  remark: '本院新入职',
  createdAt: Date.UTC(2026, 9, 2),
  applicant: {
    id: 100 + id,
    realName,
    avatarAddress: '',
    title: '主治医师',
    company: '浙江大学医学院附属第二医院',
    department: '神经外科',
  },
});

/** the shell's jump rules, as the host resolves them */
const host = (signedIn: boolean) =>
  createTestHost({
    resolveJump: (item) => {
      const url = jumpUrl(item);
      return url ? { kind: 'link', url, newTab: true } : { kind: 'none' };
    },
    requireLogin: jest.fn(() => signedIn),
  });

beforeEach(() => {
  installIntersectionObserver();
  jest.mocked(useSessionUser).mockReturnValue(DOCTOR);
  api.on(e.dynamics, {
    code: 1,
    list: [
      dynamic({}),
      dynamic({
        contentType: 'answer',
        id: 77,
        title: '术后癫痫如何用药？',
        url: '/topic-circle/answerhome/77',
        author: { id: 2, realName: '韩医生', avatarAddress: '' },
      }),
    ],
    page: page(2),
  });
  api.on(e.members, {
    code: 1,
    list: [
      member(1, '王建国', 'admin'),
      member(2, '韩医生', 'member'),
      { ...member(0, '匿名用户', 'member'), title: '', company: '' },
    ],
    page: page(3),
  });
  api.on(e.lists, []);
});

describe('a department page', () => {
  it('shows a visitor the hospital, the department and what its members published, each to its page', async () => {
    jest.mocked(useSessionUser).mockReturnValue(null);
    api.on(e.detail, detail());
    renderAt(ADDRESS, <BrandsRoutes />, host(false));
    expect(await screen.findByRole('heading', { level: 1, name: '神经外科' })).toBeInTheDocument();
    const header = screen.getByRole('region', { name: '神经外科' });
    expect(within(header).getByText('首都医科大学附属北京天坛医院')).toBeInTheDocument();
    expect(within(header).getByText(/北京 · 2 位成员 · 40 人订阅 · 1200 浏览/)).toBeInTheDocument();
    expect(document.title).toBe('首都医科大学附属北京天坛医院神经外科 - 科室 - 脑医汇');

    const dynamics = await screen.findByRole('list', { name: '动态' });
    expect(within(dynamics).getByRole('link', { name: /胶质瘤术后随访要点/ })).toHaveAttribute(
      'href',
      '/case/detail-ugc?id=51',
    );
    expect(within(dynamics).getByRole('link', { name: /术后癫痫如何用药/ })).toHaveAttribute(
      'href',
      '/topic-circle/answerhome/77',
    );
    expect(within(dynamics).getByRole('link', { name: '韩医生' })).toHaveAttribute(
      'href',
      '/user-center?profileUserId=2',
    );
    expect(screen.queryByRole('region', { name: '加入审核' })).toBeNull();
    expect(screen.queryByRole('region', { name: '收到的反馈' })).toBeNull();
  });

  it('asks a visitor to sign in to subscribe, collect, give feedback or apply, sending nothing', async () => {
    jest.mocked(useSessionUser).mockReturnValue(null);
    api.on(e.detail, detail());
    const h = host(false);
    renderAt(ADDRESS, <BrandsRoutes />, h);
    await userEvent.click(await screen.findByRole('button', { name: '订阅：神经外科' }));
    await userEvent.click(screen.getByRole('button', { name: '收藏：神经外科' }));
    await userEvent.click(screen.getByRole('button', { name: '反馈' }));
    await userEvent.click(screen.getByRole('button', { name: '申请加入' }));
    expect(h.requireLogin).toHaveBeenCalledTimes(4);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.log().filter((call) => call.startsWith('POST'))).toEqual([]);
  });

  it('subscribes with 订阅成功 and the new count, and collects with 收藏成功', async () => {
    api.on(e.detail, detail());
    api.on(e.follow, { isSubscribe: true, subscribers: 41 });
    api.on(e.collect, { isCollect: true });
    const h = host(true);
    renderAt(ADDRESS, <BrandsRoutes />, h);
    await userEvent.click(await screen.findByRole('button', { name: '订阅：神经外科' }));
    expect(await screen.findByRole('button', { name: '已订阅：神经外科' })).toBeInTheDocument();
    expect(h.toast).toHaveBeenCalledWith('订阅成功');
    expect(screen.getByText(/41 人订阅/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '收藏：神经外科' }));
    expect(await screen.findByRole('button', { name: '已收藏：神经外科' })).toBeInTheDocument();
    expect(h.toast).toHaveBeenCalledWith('收藏成功');
    expect(api.requests(e.follow)).toEqual([{ departmentId: 3 }]);
    expect(api.requests(e.collect)).toEqual([{ departmentId: 3 }]);
  });

  it('lists the members under 成员, administrators marked, each to their profile but the anonymous one', async () => {
    api.on(e.detail, detail());
    renderAt(`${ADDRESS}&tab=members`, <BrandsRoutes />, host(true));
    const members = await screen.findByRole('list', { name: '成员' });
    expect(screen.getByRole('link', { name: '成员' })).toHaveAttribute('aria-current', 'page');
    expect(within(members).getByRole('link', { name: '王建国' })).toHaveAttribute(
      'href',
      '/user-center?profileUserId=1',
    );
    expect(within(members).getAllByText('管理员')).toHaveLength(1);
    expect(within(members).getByText('匿名用户').closest('a')).toBeNull();
    expect(api.requests(e.members)[0]).toMatchObject({ departmentId: 3, pageNo: 1 });
  });

  it('lets an administrator remove a member, not an administrator nor themself, after saying yes', async () => {
    api.on(e.detail, detail({ isMember: true, isAdmin: true }));
    api.on(e.removeMember, { memberTotal: 1 });
    const h = host(true);
    renderAt(`${ADDRESS}&tab=members`, <BrandsRoutes />, h);
    const members = await screen.findByRole('list', { name: '成员' });
    expect(within(members).getAllByRole('button', { name: /移出科室$/ })).toHaveLength(1);
    await userEvent.click(within(members).getByRole('button', { name: '将韩医生移出科室' }));
    const dialog = screen.getByRole('dialog', { name: '移出科室' });
    expect(dialog).toHaveTextContent('确定将韩医生移出科室吗？');
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    expect(api.requests(e.removeMember)).toEqual([]);
    await userEvent.click(within(members).getByRole('button', { name: '将韩医生移出科室' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: '移出' }));
    expect(api.requests(e.removeMember)).toEqual([{ departmentId: 3, memberId: 2 }]);
    await waitFor(() => expect(h.toast).toHaveBeenCalledWith('已移出科室'));
  });

  it('offers no removal to a member who does not administer it', async () => {
    api.on(e.detail, detail({ isMember: true }));
    renderAt(`${ADDRESS}&tab=members`, <BrandsRoutes />, host(true));
    const members = await screen.findByRole('list', { name: '成员' });
    expect(within(members).queryByRole('button', { name: /移出/ })).toBeNull();
  });

  it('links the same hospital’s other departments', async () => {
    api.on(e.detail, detail());
    api.on(e.lists, [
      {
        id: 8,
        name: '神经介入科',
        iconUrl: '/media/avatar/department-8.svg',
        memberTotal: 12,
        subscribers: 3,
      },
    ]);
    renderAt(ADDRESS, <BrandsRoutes />, host(true));
    const others = await screen.findByRole('region', { name: '首都医科大学附属北京天坛医院的其他科室' });
    expect(within(others).getByRole('link', { name: /神经介入科/ })).toHaveAttribute(
      'href',
      '/department/detail?departmentId=8',
    );
    expect(others).toHaveTextContent('12 位成员');
  });

  it('says 科室不存在 for an unknown department, and an address without one is not found', async () => {
    api.on(e.detail, () => {
      throw new ApiError(404, '科室不存在');
    });
    const { unmount } = renderAt(ADDRESS, <BrandsRoutes />, host(true));
    expect(await screen.findByRole('heading', { name: '科室不存在' })).toBeInTheDocument();
    unmount();
    renderAt('/department/detail?departmentId=abc', <BrandsRoutes />, host(true));
    expect(await screen.findByRole('heading', { name: '页面不存在' })).toBeInTheDocument();
  });
});

describe('申请加入', () => {
  it('sends a verified doctor’s application with its note, then shows 审核中', async () => {
    api.on(e.detail, detail());
    api.on(e.apply, {
      id: 9,
      status: 'pending',
      reason: '',
      createdAt: Date.UTC(2026, 9, 3),
      decidedAt: null,
    });
    const h = host(true);
    renderAt(ADDRESS, <BrandsRoutes />, h);
    await userEvent.click(await screen.findByRole('button', { name: '申请加入' }));
    const dialog = screen.getByRole('dialog', { name: '申请加入：神经外科' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '申请说明（选填）' }), '  本院新入职  ');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await screen.findByText('审核中')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(h.toast).toHaveBeenCalledWith(JOIN_MESSAGES.applied);
    expect(api.requests(e.apply)).toEqual([{ departmentId: 3, remark: '本院新入职' }]);
    // the answer is written into the page: it is not read again (that would count a view)
    expect(api.requests(e.detail)).toHaveLength(1);
  });

  it('tells a doctor whose verification is under review why not, without a form', async () => {
    jest.mocked(useSessionUser).mockReturnValue({ ...DOCTOR, isAuth: 2 });
    api.on(e.detail, detail());
    const h = host(true);
    renderAt(ADDRESS, <BrandsRoutes />, h);
    await userEvent.click(await screen.findByRole('button', { name: '申请加入' }));
    expect(h.toast).toHaveBeenCalledWith(JOIN_MESSAGES.authReviewing);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows what the server refuses in the form', async () => {
    api.on(e.detail, detail());
    api.on(e.apply, () => {
      throw new ApiError(409, JOIN_MESSAGES.pending);
    });
    renderAt(ADDRESS, <BrandsRoutes />, host(true));
    await userEvent.click(await screen.findByRole('button', { name: '申请加入' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交申请' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(JOIN_MESSAGES.pending);
  });

  it('shows 未通过 with the reason and lets the doctor apply again', async () => {
    api.on(
      e.detail,
      detail({
        application: {
          id: 4,
          status: 'rejected',
          reason: '暂未在本科室执业',
          createdAt: Date.UTC(2026, 9, 1),
          decidedAt: Date.UTC(2026, 9, 2),
        },
      }),
    );
    renderAt(ADDRESS, <BrandsRoutes />, host(true));
    expect(await screen.findByText('未通过')).toBeInTheDocument();
    expect(screen.getByText('未通过原因：暂未在本科室执业')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重新申请' }));
    expect(screen.getByRole('dialog', { name: '申请加入：神经外科' })).toBeInTheDocument();
  });

  it('shows a member 已加入 and no button', async () => {
    api.on(e.detail, detail({ isMember: true }));
    renderAt(ADDRESS, <BrandsRoutes />, host(true));
    expect(await screen.findByText('已加入')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '申请加入' })).toBeNull();
  });
});

describe('反馈', () => {
  it('checks the text by the server’s rule, sends it with its type, and says what the server refuses', async () => {
    api.on(e.detail, detail());
    api.once(e.feedback, { id: 1 });
    api.on(e.feedback, () => {
      throw new ApiError(429, FEEDBACK_MESSAGES.dailyLimit);
    });
    const h = host(true);
    renderAt(ADDRESS, <BrandsRoutes />, h);
    await userEvent.click(await screen.findByRole('button', { name: '反馈' }));
    let dialog = screen.getByRole('dialog', { name: '反馈：神经外科' });
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(FEEDBACK_MESSAGES.textRequired);
    expect(api.requests(e.feedback)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('radio', { name: '其他' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: '反馈内容' }), '希望补充门诊时间');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(h.toast).toHaveBeenCalledWith(FEEDBACK_MESSAGES.submitted));
    expect(api.requests(e.feedback)).toEqual([{ departmentId: 3, type: 'other', text: '希望补充门诊时间' }]);

    await userEvent.click(screen.getByRole('button', { name: '反馈' }));
    dialog = screen.getByRole('dialog', { name: '反馈：神经外科' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: '反馈内容' }), '城市有误');
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(FEEDBACK_MESSAGES.dailyLimit);
  });
});

describe('for the department’s administrators', () => {
  const feedback: DepartmentFeedback = {
    id: 1,
    type: 'wrong_info',
    text: '开放床位数已调整',
    createdAt: Date.UTC(2026, 9, 2),
    user: { id: 30, realName: '吴医生', avatarAddress: '' },
  };

  beforeEach(() => {
    jest.mocked(useSessionUser).mockReturnValue({ ...DOCTOR, id: 1, realName: '王建国' });
    api.on(e.feedbackList, { code: 1, list: [feedback], page: page(1) });
  });

  it('approves an application, and the list is read anew', async () => {
    let pending = [application(1, '周立新'), application(2, '吴医生')];
    api.on(e.detail, detail({ isMember: true, isAdmin: true }));
    api.on(e.applications, () => ({ code: 1 as const, list: pending, page: page(pending.length) }));
    api.on(e.audit, ({ applicationId }) => {
      pending = pending.filter((a) => a.id !== applicationId);
      return { status: 'approved' as const, memberTotal: 3 };
    });
    const h = host(true);
    renderAt(ADDRESS, <BrandsRoutes />, h);
    const audit = await screen.findByRole('region', { name: '加入审核' });
    expect(await within(audit).findAllByText('本院新入职')).toHaveLength(2);
    await userEvent.click(within(audit).getByRole('button', { name: '通过：周立新' }));
    await waitFor(() => expect(within(audit).queryByRole('button', { name: '通过：周立新' })).toBeNull());
    expect(api.requests(e.audit)).toEqual([{ applicationId: 1, decision: 'approve' }]);
    expect(h.toast).toHaveBeenCalledWith(JOIN_MESSAGES.approved);
    const list = screen.getByRole('list', { name: '收到的反馈' });
    expect(within(list).getByText('开放床位数已调整')).toBeInTheDocument();
    expect(within(list).getByText('信息有误')).toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    api.on(e.detail, detail({ isMember: true, isAdmin: true }));
    api.on(e.applications, { code: 1, list: [application(2, '吴医生')], page: page(1) });
    api.on(e.audit, { status: 'rejected', memberTotal: 2 });
    renderAt(ADDRESS, <BrandsRoutes />, host(true));
    const audit = await screen.findByRole('region', { name: '加入审核' });
    await userEvent.click(await within(audit).findByRole('button', { name: '拒绝：吴医生' }));
    const dialog = screen.getByRole('dialog', { name: '拒绝 吴医生 的申请' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(JOIN_MESSAGES.reasonRequired);
    expect(api.requests(e.audit)).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '未通过原因' }), '暂未在本科室执业');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认拒绝' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requests(e.audit)).toEqual([
      { applicationId: 2, decision: 'reject', reason: '暂未在本科室执业' },
    ]);
  });
});
