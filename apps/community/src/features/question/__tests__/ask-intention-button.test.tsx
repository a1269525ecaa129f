import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { ApiError } from '@portal/api/errors';
import { fakeApi } from '@portal/testing/fake-api';
import { createTestHost } from '@portal/testing/host';
import { renderAt } from '@portal/testing/render';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AskIntentionButton } from '../ask-intention-button';

const api = fakeApi();
const signedIn = () => createTestHost({ requireLogin: jest.fn(() => true) });

describe('我也想问', () => {
  it('shows the asker the count with their own one added, and no button', () => {
    renderAt(
      '/',
      <AskIntentionButton questionId={5} count={3} wanted={false} own featured={false} />,
      signedIn(),
    );
    expect(screen.getByText('4 人想问')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds the reader after the server’s code 1, featured questions showing two more', async () => {
    api.on(e.askIntention, { userAskQuestionStatus: 'T', askQuestionsPeopleNumber: 4 });
    renderAt(
      '/',
      <AskIntentionButton questionId={5} count={3} wanted={false} own={false} featured />,
      signedIn(),
    );
    await userEvent.click(screen.getByRole('button', { name: '我也想问 · 5' }));
    expect(await screen.findByRole('button', { name: '已想问 · 6' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.requests(e.askIntention)).toEqual([{ questionId: 5 }]);
    // pressing again asks nothing more
    await userEvent.click(screen.getByRole('button', { name: '已想问 · 6' }));
    expect(api.requests(e.askIntention)).toHaveLength(1);
  });

  it('says why when refused, and sends a visitor to sign in', async () => {
    api.on(e.askIntention, () => {
      throw new ApiError(404, '问题不存在或正在审核中');
    });
    const host = signedIn();
    renderAt(
      '/',
      <AskIntentionButton questionId={5} count={0} wanted={false} own={false} featured={false} />,
      host,
    );
    await userEvent.click(screen.getByRole('button', { name: '我也想问 · 0' }));
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('问题不存在或正在审核中'));
    const visitor = createTestHost({ requireLogin: jest.fn(() => false) });
    renderAt(
      '/',
      <AskIntentionButton questionId={6} count={0} wanted={false} own={false} featured={false} />,
      visitor,
    );
    await userEvent.click(screen.getAllByRole('button', { name: '我也想问 · 0' }).at(-1)!);
    expect(visitor.requireLogin).toHaveBeenCalled();
    expect(api.requests(e.askIntention)).toHaveLength(1);
  });
});
