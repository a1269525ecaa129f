import type { InviteCandidate } from '@portal/api/contract/community-invitations';
import { communityInvitationEndpoints as e } from '@portal/api/endpoints/community-invitations';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InviteDialog } from '../invite-dialog';

const api = fakeApi();

const doctor = (id: number, overrides: Partial<InviteCandidate> = {}): InviteCandidate => ({
  id,
  realName: `医生${id}`,
  avatarAddress: '',
  company: '北京天坛医院',
  title: '主任医师',
  answers: 12,
  topicAnswers: 3,
  invited: false,
  ...overrides,
});
const list = (items: InviteCandidate[]) => ({
  code: 1 as const,
  list: items,
  page: { pageNo: 1, pageSize: Math.max(1, items.length), totalCount: items.length, totalPage: 1 },
});

describe('邀请医生回答', () => {
  it('suggests doctors, invites one (shown invited after the server says so), and keeps the invited ones so', async () => {
    api.on(e.candidates, list([doctor(1), doctor(2, { invited: true })]));
    api.on(e.invite, { invited: [1] });
    const host = createTestHost();
    renderAt('/', <InviteDialog questionId={5} viewerId={9} open onClose={() => {}} />, host);
    expect(await screen.findAllByText('12 个回答 · 相关话题 3 个')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '已邀请 医生2' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: '邀请 医生1' }));
    expect(await screen.findByRole('button', { name: '已邀请 医生1' })).toBeDisabled();
    expect(api.requests(e.invite)).toEqual([{ questionId: 5, userIds: [1] }]);
    expect(host.toast).toHaveBeenCalledWith('邀请已发送');
    expect(api.requests(e.candidates)[0]).toEqual({ questionId: 5 });
  });

  it('searches by name once typing pauses, and says when nobody is found', async () => {
    api.on(e.candidates, list([]));
    renderAt('/', <InviteDialog questionId={5} viewerId={9} open onClose={() => {}} />, createTestHost());
    expect(await screen.findByText('暂无推荐的医生，试试按姓名搜索')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索医生姓名' }), '王建');
    await waitFor(() =>
      expect(api.requests(e.candidates).at(-1)).toEqual({ questionId: 5, keywords: '王建' }),
    );
    expect(await screen.findByText('没有找到这位医生')).toBeInTheDocument();
  });

  it('says why an invitation was refused', async () => {
    api.on(e.candidates, list([doctor(3)]));
    api.on(e.invite, () => {
      throw new ApiError(429, '今日邀请次数已用完，请明天再试');
    });
    const host = createTestHost();
    renderAt('/', <InviteDialog questionId={5} viewerId={9} open onClose={() => {}} />, host);
    await userEvent.click(await screen.findByRole('button', { name: '邀请 医生3' }));
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('今日邀请次数已用完，请明天再试'));
    expect(screen.getByRole('button', { name: '邀请 医生3' })).not.toBeDisabled();
  });
});
