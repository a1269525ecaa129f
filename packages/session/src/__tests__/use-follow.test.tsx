import { ApiError } from '@portal/api/errors';
import { type FollowAnswer, writeOptions } from '@portal/api/mutation';
import { QueryClient, QueryClientProvider } from '@portal/query';
import { pageNavigation } from '@portal/session/navigation';
import { sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { HostProvider, type PortalHost } from '@portal/shared-ui/host';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type UseFollowOptions, useFollow } from '../use-follow';

function held<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Options = Omit<UseFollowOptions<{ id: number }>, 'write' | 'input' | 'failedText'>;

function Toggle({
  options,
  write,
}: {
  options: Options;
  write: (input: { id: number }) => Promise<FollowAnswer>;
}) {
  const follow = useFollow({
    write: writeOptions({ write }),
    input: { id: 7 },
    failedText: '操作失败',
    ...options,
  });
  return (
    <button type="button" aria-pressed={follow.on} onClick={follow.toggle} {...follow.hoverProps}>
      {follow.on ? (follow.hover ? '取消关注' : '已关注') : '关注'}
      {follow.count !== undefined ? ` ${follow.count}` : ''}
    </button>
  );
}

let host: PortalHost;

function setup(options: Options, write: (input: { id: number }) => Promise<FollowAnswer>) {
  const client = new QueryClient();
  const ui = (o: Options) => (
    <QueryClientProvider client={client}>
      <HostProvider host={host}>
        <Toggle options={o} write={write} />
      </HostProvider>
    </QueryClientProvider>
  );
  const view = render(ui(options));
  return { rerender: (o: Options) => view.rerender(ui(o)), button: () => screen.getByRole('button') };
}

const signIn = () => {
  sessionStore.set(sessionUserAtom, { id: 1, realName: '李明', avatarAddress: '', identity: 1, isAuth: 1 });
  sessionStore.set(sessionStatusAtom, 'signedIn');
};
const signOut = () => {
  sessionStore.set(sessionUserAtom, null);
  sessionStore.set(sessionStatusAtom, 'signedOut');
};

beforeEach(() => {
  signIn();
  host = {
    resolveJump: () => ({ kind: 'none' }),
    openItem: jest.fn(),
    toast: jest.fn(),
    requireLogin: jest.fn(() => true),
    goSignIn: jest.fn(),
    openSearch: jest.fn(),
  };
  jest.spyOn(pageNavigation, 'assign').mockImplementation(() => {});
});

describe('useFollow', () => {
  it('sends a visitor to sign in and sends nothing', async () => {
    signOut();
    const write = jest.fn();
    const { button } = setup({ on: false }, write);
    await userEvent.click(button());
    expect(pageNavigation.assign).toHaveBeenCalledWith(expect.stringMatching(/^\/signin\?fallbackUrl=/));
    expect(write).not.toHaveBeenCalled();
  });

  it('uses the gate it is given instead', async () => {
    signOut();
    const write = jest.fn(async () => ({ on: true }));
    const gate = jest.fn(() => true);
    const { button } = setup({ on: false, gate, offWhenSignedOut: false }, write);
    await userEvent.click(button());
    expect(gate).toHaveBeenCalled();
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
    expect(write).toHaveBeenCalledWith({ id: 7 });
  });

  it('flips only on the server’s answer by default, says 取消关注 on hover, and toasts success', async () => {
    const answer = held<FollowAnswer>();
    const { button } = setup(
      { on: false, count: 5, successText: (on) => (on ? '关注成功' : null) },
      () => answer.promise,
    );
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    await act(async () => answer.resolve({ on: true, count: 9 }));
    expect(button()).toHaveTextContent('取消关注 9');
    await userEvent.unhover(button());
    expect(button()).toHaveTextContent('已关注 9');
    expect(host.toast).toHaveBeenCalledWith('关注成功');
  });

  it('optimistic: flips at once with the count, ignores presses meanwhile, and goes back on failure', async () => {
    const answer = held<FollowAnswer>();
    const write = jest.fn(() => answer.promise);
    const { button } = setup({ on: true, count: 0, optimistic: true }, write);
    await userEvent.click(button());
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    // never below 0
    expect(button()).toHaveTextContent('关注 0');
    await userEvent.click(button());
    expect(write).toHaveBeenCalledTimes(1);
    await act(async () => answer.reject(new ApiError(404, '用户不存在')));
    await waitFor(() => expect(button()).toHaveAttribute('aria-pressed', 'true'));
    expect(host.toast).toHaveBeenCalledWith('用户不存在');
  });

  it('toasts its own text when told to keep the server’s message out', async () => {
    const { button } = setup({ on: false, optimistic: true, serverMessage: false }, () =>
      Promise.reject(new ApiError(500, '服务繁忙')),
    );
    await userEvent.click(button());
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('操作失败'));
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows off once the session ends, and takes the page’s state again when it changes', async () => {
    const { button, rerender } = setup({ on: true }, jest.fn());
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    act(signOut);
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    act(signIn);
    rerender({ on: false });
    expect(button()).toHaveAttribute('aria-pressed', 'false');
    rerender({ on: true });
    expect(button()).toHaveAttribute('aria-pressed', 'true');
  });
});
