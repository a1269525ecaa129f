import type { BrandMember } from '@portal/api/contract/brand';
import type { SessionUser } from '@portal/api/contract/user';
import { brandEndpoints as e } from '@portal/api/endpoints/brand';
import { ApiError } from '@portal/api/errors';
import { MEMBER_MESSAGES, PRODUCT_FORM_MESSAGES } from '@portal/api/rules/brand';
import { useSessionUser } from '@portal/session/hooks';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandAdminSection } from '../brand-admin-section';

// the session settled: the reader is whoever useSessionUser says
jest.mock('@portal/session/hooks', () => {
  const useSessionUser = jest.fn();
  return { useSessionUser, useViewerId: () => useSessionUser()?.id ?? null };
});

const api = fakeApi();
const ME: SessionUser = { id: 6, realName: '赵敏', avatarAddress: '', identity: 4, isAuth: 1 };
const member = (userId: number, realName: string, role: 'admin' | 'member'): BrandMember => ({
  userId,
  realName,
  avatarAddress: '',
  role,
  createdAt: Date.UTC(2026, 0, 1),
});
const page = { pageNo: 1, pageSize: 10, totalPage: 1, totalCount: 1 };

beforeEach(() => {
  jest.mocked(useSessionUser).mockReturnValue(ME);
});

describe('品牌管理', () => {
  it('lists the members, authorises one by user ID and removes a member', async () => {
    let list = [member(6, '赵敏', 'admin'), member(170, '王文博', 'member')];
    api.on(e.members, () => ({ code: 1 as const, list, page: { ...page, totalCount: list.length } }));
    api.on(e.authMember, ({ memberId }) => {
      list = [...list, member(memberId, '马雨桐', 'member')];
      return { members: list.length };
    });
    api.on(e.removeMember, ({ memberId }) => {
      list = list.filter((m) => m.userId !== memberId);
      return { members: list.length };
    });
    renderAt('/', <BrandAdminSection brandId={19} lines={[]} />, createTestHost());
    const members = await screen.findByRole('list', { name: '品牌成员' });
    expect(within(members).getByText('赵敏')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '移除成员：赵敏' })).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: '用户 ID' }), '12a');
    await userEvent.click(screen.getByRole('button', { name: '添加成员' }));
    expect(screen.getByRole('alert')).toHaveTextContent('请输入正确的用户 ID');
    expect(api.requests(e.authMember)).toEqual([]);

    await userEvent.clear(screen.getByRole('textbox', { name: '用户 ID' }));
    await userEvent.type(screen.getByRole('textbox', { name: '用户 ID' }), '28');
    await userEvent.click(screen.getByRole('button', { name: '添加成员' }));
    expect(await within(members).findByText('马雨桐')).toBeInTheDocument();
    expect(api.requests(e.authMember)).toEqual([{ brandId: 19, memberId: 28 }]);

    await userEvent.click(screen.getByRole('button', { name: '移除成员：王文博' }));
    await waitFor(() => expect(within(members).queryByText('王文博')).toBeNull());
  });

  it('says what the server refuses (already a member)', async () => {
    api.on(e.members, { code: 1 as const, list: [member(6, '赵敏', 'admin')], page });
    api.on(e.authMember, () => {
      throw new ApiError(409, MEMBER_MESSAGES.alreadyMember);
    });
    const host = createTestHost();
    renderAt('/', <BrandAdminSection brandId={19} lines={[]} />, host);
    await userEvent.type(await screen.findByRole('textbox', { name: '用户 ID' }), '6');
    await userEvent.click(screen.getByRole('button', { name: '添加成员' }));
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith(MEMBER_MESSAGES.alreadyMember));
  });

  it('a product needs a name and a picture before anything is sent', async () => {
    api.on(e.members, { code: 1 as const, list: [member(6, '赵敏', 'admin')], page });
    renderAt('/', <BrandAdminSection brandId={19} lines={[]} />, createTestHost());
    await userEvent.click(await screen.findByRole('button', { name: '添加产品' }));
    const dialog = screen.getByRole('dialog', { name: '添加产品' });
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PRODUCT_FORM_MESSAGES.nameRequired);
    await userEvent.type(within(dialog).getByRole('textbox', { name: '产品名称' }), '示例内镜 X1');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PRODUCT_FORM_MESSAGES.picturesRequired);
    expect(api.requests(e.addProduct)).toEqual([]);
  });
});
