import { communityWritingEndpoints as w } from '@portal/api/endpoints/community-writing';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AnswerButton } from '../answer-button';
import { keptQuestionTitle } from '../question-title-store';

const api = fakeApi();

function signIn(identity: number | null) {
  act(() => {
    sessionStore.set(sessionUserAtom, { id: 1, realName: '王建国', avatarAddress: '', identity, isAuth: 1 });
    sessionStore.set(sessionStatusAtom, 'signedIn');
  });
}
afterEach(() =>
  act(() => {
    sessionStore.set(sessionUserAtom, null);
    sessionStore.set(sessionStatusAtom, 'signedOut');
  }),
);

const ability = (state: 'ok' | 'identity' | 'pending' | 'answered', answerId: number | null = null) => ({
  state,
  answerId,
  questionTitle: '胶质瘤术后多久复查？',
  reviewed: false,
});
const signedInHost = () => createTestHost({ requireLogin: jest.fn(() => true) });
const press = () => userEvent.click(screen.getByRole('button', { name: '写回答' }));

describe('写回答', () => {
  it('sends a visitor to sign in, asking the server nothing', async () => {
    const host = createTestHost({ requireLogin: jest.fn(() => false) });
    renderAt('/', <AnswerButton questionId={5} title="胶质瘤术后多久复查？" />, host);
    await press();
    expect(host.requireLogin).toHaveBeenCalled();
    expect(api.requests(w.answerAbility)).toEqual([]);
  });

  it('tells identity 3 it cannot publish', async () => {
    signIn(3);
    const host = signedInHost();
    renderAt('/', <AnswerButton questionId={5} title="t" />, host);
    await press();
    expect(host.toast).toHaveBeenCalledWith('当前身份无法使用发布功能');
    expect(api.requests(w.answerAbility)).toEqual([]);
  });

  it('shows the review notice when content of theirs waits for review', async () => {
    signIn(1);
    api.on(w.answerAbility, ability('pending'));
    renderAt('/', <AnswerButton questionId={5} title="t" />, signedInHost());
    await press();
    expect(await screen.findByText('您发布的内容正在审核中，审核通过方可发布新内容。')).toBeInTheDocument();
  });

  it('says an answered question cannot be answered again, with a link to the answer', async () => {
    signIn(1);
    api.on(w.answerAbility, ability('answered', 77));
    renderAt('/', <AnswerButton questionId={5} title="t" />, signedInHost());
    await press();
    expect(
      await screen.findByText('该问题已存在您的回答,暂不支持修改，如需修改，请前往app修改。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '查看我的回答' })).toHaveAttribute(
      'href',
      '/topic-circle/answerhome/77',
    );
  });

  it('otherwise opens the editor in a new tab, the title kept in session storage', async () => {
    signIn(1);
    api.on(w.answerAbility, ability('ok'));
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderAt('/', <AnswerButton questionId={5} title="胶质瘤术后多久复查？" />, signedInHost());
    await press();
    expect(open).toHaveBeenCalledWith('/topic-circle/write?id=5', '_blank');
    expect(keptQuestionTitle(5)).toBe('胶质瘤术后多久复查？');
    expect(keptQuestionTitle(6)).toBeNull();
    open.mockRestore();
  });
});
