import type { VotePhase } from '@portal/api/contract/meeting-participation';
import { meetingParticipationEndpoints as e } from '@portal/api/endpoints/meeting-participation';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost, testHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { list } from '../../../testing/fixtures';
import { VotesPanel } from '../votes-panel';

const api = fakeApi();
const HOUR = 3_600_000;

function phase(overrides: Partial<VotePhase> = {}): VotePhase {
  return {
    id: 5,
    title: '第一轮',
    maxChoices: 1,
    opensAt: Date.now() - HOUR,
    closesAt: Date.now() + HOUR,
    open: true,
    voted: false,
    myOptionIds: [],
    options: [
      { id: 1, label: '方案甲', votes: null },
      { id: 2, label: '方案乙', votes: null },
      { id: 3, label: '方案丙', votes: null },
    ],
    totalVotes: null,
    ...overrides,
  };
}

const votedPhase = phase({
  voted: true,
  myOptionIds: [2],
  options: [
    { id: 1, label: '方案甲', votes: 1 },
    { id: 2, label: '方案乙', votes: 3 },
    { id: 3, label: '方案丙', votes: 0 },
  ],
  totalVotes: 4,
});

const signedIn = () => createTestHost({ requireLogin: jest.fn(() => true) });

beforeEach(() => {
  api.on(e.voteThemes, list([{ id: 3, title: '最佳病例评选' }]));
});

describe('votes panel', () => {
  it('hides the results before voting and shows them, with my choice, after', async () => {
    api.once(e.votePhases, list([phase()]));
    api.on(e.votePhases, list([votedPhase]));
    api.on(e.vote, votedPhase);
    const host = signedIn();
    renderAt('/meeting/detail?id=9', <VotesPanel meetingId={9} />, host);

    const card = await screen.findByRole('article', { name: '第一轮' });
    expect(within(card).queryByRole('region', { name: '投票结果' })).not.toBeInTheDocument();
    expect(within(card).queryByText(/票（/)).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('radio', { name: '方案乙' }));
    await userEvent.click(within(card).getByRole('button', { name: '投票' }));

    const results = await within(card).findByRole('region', { name: '投票结果' });
    expect(api.requests(e.vote)).toEqual([{ phaseId: 5, optionIds: [2] }]);
    expect(host.toast).toHaveBeenCalledWith('投票成功');
    expect(within(results).getByText('3 票（75%）')).toBeInTheDocument();
    expect(within(results).getByText('1 票（25%）')).toBeInTheDocument();
    expect(within(results).getByRole('progressbar', { name: '方案乙' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    expect(within(results).getByText('我的选择').closest('li')).toHaveTextContent('方案乙');
    expect(within(results).getByText('共 4 票')).toBeInTheDocument();
    expect(within(card).getByText('您已投票')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: '投票' })).not.toBeInTheDocument();
    // the theme's phases are read again after the ballot
    expect(api.requests(e.votePhases)).toHaveLength(2);
  });

  it('lets no more than maxChoices options be ticked', async () => {
    api.on(e.votePhases, list([phase({ maxChoices: 2 })]));
    renderAt('/meeting/detail?id=9', <VotesPanel meetingId={9} />, signedIn());
    const card = await screen.findByRole('article', { name: '第一轮' });
    expect(within(card).getByText('多选，最多 2 项')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('checkbox', { name: '方案甲' }));
    await userEvent.click(within(card).getByRole('checkbox', { name: '方案丙' }));
    expect(within(card).getByRole('checkbox', { name: '方案乙' })).toBeDisabled();
    expect(within(card).getByText(/（2\/2）/)).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('checkbox', { name: '方案甲' }));
    expect(within(card).getByRole('checkbox', { name: '方案乙' })).toBeEnabled();
  });

  it('asks for a choice before sending a ballot', async () => {
    api.on(e.votePhases, list([phase()]));
    const host = signedIn();
    renderAt('/meeting/detail?id=9', <VotesPanel meetingId={9} />, host);
    await userEvent.click(await screen.findByRole('button', { name: '投票' }));
    expect(host.toast).toHaveBeenCalledWith('请选择一个选项');
    expect(api.requests(e.vote)).toEqual([]);
  });

  it("shows the server's refusal", async () => {
    api.on(e.votePhases, list([phase()]));
    api.on(e.vote, () => {
      throw new ApiError(400, '您已投过票');
    });
    const host = signedIn();
    renderAt('/meeting/detail?id=9', <VotesPanel meetingId={9} />, host);
    await userEvent.click(await screen.findByRole('radio', { name: '方案甲' }));
    await userEvent.click(screen.getByRole('button', { name: '投票' }));
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('您已投过票'));
  });

  it('sends a visitor to sign in instead of voting', async () => {
    api.on(e.votePhases, list([phase()]));
    renderAt('/meeting/detail?id=9', <VotesPanel meetingId={9} />);
    await userEvent.click(await screen.findByRole('radio', { name: '方案甲' }));
    await userEvent.click(screen.getByRole('button', { name: '投票' }));
    expect(testHost.requireLogin).toHaveBeenCalled();
    expect(api.requests(e.vote)).toEqual([]);
  });

  it('shows a phase not open yet without a ballot, and a closed one with its results', async () => {
    api.on(
      e.votePhases,
      list([
        phase({ id: 6, title: '第二轮', open: false, opensAt: Date.UTC(2099, 0, 1, 1, 0) }),
        { ...votedPhase, id: 7, title: '决赛', open: false, voted: false, myOptionIds: [], opensAt: 0 },
      ]),
    );
    renderAt('/meeting/detail?id=9', <VotesPanel meetingId={9} />);
    const later = await screen.findByRole('article', { name: '第二轮' });
    expect(within(later).getByText('投票未开始，开始时间：2099-01-01 09:00')).toBeInTheDocument();
    expect(within(later).queryByRole('button', { name: '投票' })).not.toBeInTheDocument();
    const closed = screen.getByRole('article', { name: '决赛' });
    expect(within(closed).getByText('投票已结束')).toBeInTheDocument();
    expect(within(closed).getByRole('region', { name: '投票结果' })).toHaveTextContent('3 票（75%）');
    expect(within(closed).queryByText('我的选择')).not.toBeInTheDocument();
  });
});
