import type { Questionnaire } from '@portal/api/contract/meeting-participation';
import { meetingParticipationEndpoints as e } from '@portal/api/endpoints/meeting-participation';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost, testHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuestionnairePanel } from '../questionnaire-panel';

const api = fakeApi();

function questionnaire(overrides: Partial<Questionnaire> = {}): Questionnaire {
  return {
    id: 4,
    title: '会后满意度调查',
    intro: '请花一分钟告诉我们您的感受',
    submitted: false,
    items: [
      {
        id: 1,
        kind: 1,
        title: '您对本次会议的总体评价',
        required: true,
        options: ['满意', '一般', '不满意'],
      },
      { id: 2, kind: 2, title: '您最感兴趣的议题', required: false, options: ['卒中', '肿瘤', '功能'] },
      { id: 3, kind: 3, title: '您的建议', required: true, options: [] },
    ],
    ...overrides,
  };
}

const signedIn = () => createTestHost({ requireLogin: jest.fn(() => true) });

describe('questionnaire panel', () => {
  it('checks required items before submitting, then shows 已提交', async () => {
    api.once(e.questionItems, questionnaire());
    api.on(e.questionItems, questionnaire({ submitted: true }));
    api.on(e.saveAnswers, { code: 1, message: '提交成功，感谢您的参与' });
    const host = signedIn();
    renderAt('/meeting/detail?id=9', <QuestionnairePanel meetingId={9} />, host);

    await userEvent.click(await screen.findByRole('button', { name: '填写问卷' }));
    const dialog = screen.getByRole('dialog', { name: '会后满意度调查' });
    expect(within(dialog).getAllByText('必答')).toHaveLength(2);

    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请回答：您对本次会议的总体评价');
    await userEvent.click(within(dialog).getByRole('radio', { name: '一般' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请回答：您的建议');
    expect(api.requests(e.saveAnswers)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: '肿瘤' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '功能' }));
    const text = within(dialog).getByRole('textbox', { name: /您的建议/ });
    await userEvent.type(text, '多一些病例');
    expect(within(dialog).getByText('5/500')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '提交' }));

    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('提交成功'));
    expect(api.requests(e.saveAnswers)).toEqual([
      {
        questionnaireId: 4,
        answers: [
          { itemId: 1, options: [1] },
          { itemId: 2, options: [1, 2] },
          { itemId: 3, text: '多一些病例' },
        ],
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('已提交')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '填写问卷' })).not.toBeInTheDocument();
  });

  it('shows 已提交 and no form when already submitted', async () => {
    api.on(e.questionItems, questionnaire({ submitted: true }));
    renderAt('/meeting/detail?id=9', <QuestionnairePanel meetingId={9} />, signedIn());
    expect(await screen.findByText('已提交')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '填写问卷' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the answers", async () => {
    api.on(e.questionItems, questionnaire({ items: [questionnaire().items[0]!] }));
    api.on(e.saveAnswers, () => {
      throw new ApiError(400, '您已提交过问卷');
    });
    const host = signedIn();
    renderAt('/meeting/detail?id=9', <QuestionnairePanel meetingId={9} />, host);
    await userEvent.click(await screen.findByRole('button', { name: '填写问卷' }));
    await userEvent.click(screen.getByRole('radio', { name: '满意' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('您已提交过问卷'));
    expect(screen.getByRole('radio', { name: '满意' })).toBeChecked();
  });

  it('sends a visitor to sign in instead of opening the form', async () => {
    api.on(e.questionItems, questionnaire());
    renderAt('/meeting/detail?id=9', <QuestionnairePanel meetingId={9} />);
    await userEvent.click(await screen.findByRole('button', { name: '填写问卷' }));
    expect(testHost.requireLogin).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
