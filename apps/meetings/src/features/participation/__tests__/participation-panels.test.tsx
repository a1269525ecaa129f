import { meetingParticipationEndpoints as e } from '@portal/api/endpoints/meeting-participation';
import { fakeApi } from '@portal/testing/fake-api';
import { renderAt } from '@portal/testing/render';
import { screen } from '@testing-library/react';
import { detail, list } from '../../../testing/fixtures';
import { ParticipationPanels } from '../participation-panels';

const api = fakeApi();

describe('participation panels', () => {
  it('shows only the calendar for a meeting that asks nothing of its participants', () => {
    renderAt('/meeting/detail?id=9', <ParticipationPanels meeting={detail(9)} />);
    expect(screen.getByRole('region', { name: '加入日历' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '会议签到' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '会议投票' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '会议问卷' })).not.toBeInTheDocument();
    expect(api.log()).toEqual([]);
  });

  it('shows check-in, votes and questionnaire when the meeting has them', async () => {
    api.on(e.checkinInfo, {
      fields: [{ code: 'realName', label: '姓名' }],
      checkedIn: false,
      checkinCode: null,
      info: null,
    });
    api.on(e.voteThemes, list([]));
    api.on(e.questionItems, { id: 1, title: '问卷', intro: '', submitted: true, items: [] });
    renderAt(
      '/meeting/detail?id=9',
      <ParticipationPanels
        meeting={detail(9, { checkinFields: ['realName'], hasVotes: true, hasQuestionnaire: true })}
      />,
    );
    // each panel's code loads on the page of a meeting that has it
    expect(await screen.findByRole('region', { name: '会议签到' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '会议投票' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: '会议问卷' })).toBeInTheDocument();
    expect(await screen.findByText('暂无投票')).toBeInTheDocument();
  });
});
