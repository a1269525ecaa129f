import { ApiError } from '@portal/api/errors';
import { type WriteOptions, writeOptions } from '@portal/api/mutation';
import { QueryClient, QueryClientProvider, useQuery } from '@portal/query';
import { HostProvider, type PortalHost } from '@portal/shared-ui/host';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { type UseWriteOptions, useWrite } from '../use-write';

interface Counter {
  n: number;
}

function held<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const COUNTER = ['test', 'counter'] as const;
const OTHER = ['test', 'other'] as const;

function Screen({
  declared,
  options,
}: {
  declared: WriteOptions<number, Counter, Counter>;
  options: UseWriteOptions<number, Counter>;
}) {
  const counter = useQuery({ queryKey: COUNTER, queryFn: () => ({ n: -1 }) });
  const { run, busy } = useWrite(declared, options);
  return (
    <>
      <output>{counter.data?.n}</output>
      <button type="button" disabled={busy} onClick={() => void run(2)}>
        加二
      </button>
      <button type="button" onClick={() => void run(2)}>
        再加
      </button>
    </>
  );
}

function setup(write: (input: number) => Promise<Counter>, options: UseWriteOptions<number, Counter> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(COUNTER, { n: 1 });
  client.setQueryData(OTHER, 'other');
  const declared = writeOptions<number, Counter, Counter>({
    write,
    optimistic: { key: () => COUNTER, update: (data, by) => ({ n: data.n + by }) },
    settle: (c, result) => c.setQueryData(COUNTER, result),
    invalidates: () => [OTHER],
  });
  const host: PortalHost = {
    resolveJump: () => ({ kind: 'none' }),
    openItem: jest.fn(),
    toast: jest.fn(),
    requireLogin: jest.fn(() => true),
    goSignIn: jest.fn(),
    openSearch: jest.fn(),
  };
  const wrap = (ui: ReactNode) => (
    <QueryClientProvider client={client}>
      <HostProvider host={host}>{ui}</HostProvider>
    </QueryClientProvider>
  );
  render(wrap(<Screen declared={declared} options={options} />));
  return { client, host };
}

describe('useWrite', () => {
  it('shows the optimistic change at once, is busy meanwhile, then settles the answer and invalidates', async () => {
    const answer = held<Counter>();
    const write = jest.fn(() => answer.promise);
    const onSuccess = jest.fn();
    const { client, host } = setup(write, { successText: (r) => `现在是${r.n}`, onSuccess });
    await userEvent.click(screen.getByRole('button', { name: '加二' }));
    expect(await screen.findByText('3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '加二' })).toBeDisabled());
    expect(write).toHaveBeenCalledWith(2);

    await act(async () => answer.resolve({ n: 10 }));
    expect(await screen.findByText('10')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '加二' })).toBeEnabled());
    expect(client.getQueryState(OTHER)?.isInvalidated).toBe(true);
    expect(client.getQueryState(COUNTER)?.isInvalidated).toBe(false);
    expect(host.toast).toHaveBeenCalledWith('现在是10');
    expect(onSuccess).toHaveBeenCalledWith({ n: 10 }, 2);
  });

  it('puts the optimistic change back on failure, toasts the server’s message and reads anew', async () => {
    const answer = held<Counter>();
    const onError = jest.fn();
    const { client, host } = setup(() => answer.promise, { failedText: '操作失败', onError });
    await userEvent.click(screen.getByRole('button', { name: '加二' }));
    expect(await screen.findByText('3')).toBeInTheDocument();
    await act(async () => answer.reject(new ApiError(404, '内容不存在')));
    expect(await screen.findByText('1')).toBeInTheDocument();
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('内容不存在'));
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), 2);
    expect(client.getQueryState(OTHER)?.isInvalidated).toBe(true);
  });

  it('toasts the screen’s text for a network failure, or always when told to', async () => {
    const { host } = setup(() => Promise.reject(new TypeError('offline')), { failedText: '操作失败' });
    await userEvent.click(screen.getByRole('button', { name: '加二' }));
    await waitFor(() => expect(host.toast).toHaveBeenCalledWith('操作失败'));
  });

  it('never shows the server’s message with serverMessage: false, and stays silent without failedText', async () => {
    const first = setup(() => Promise.reject(new ApiError(500, '服务繁忙')), {
      failedText: '操作失败',
      serverMessage: false,
    });
    await userEvent.click(screen.getAllByRole('button', { name: '加二' })[0]!);
    await waitFor(() => expect(first.host.toast).toHaveBeenCalledWith('操作失败'));

    const onError = jest.fn();
    const second = setup(() => Promise.reject(new ApiError(500, '服务繁忙')), { onError });
    await userEvent.click(screen.getAllByRole('button', { name: '加二' })[1]!);
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(second.host.toast).not.toHaveBeenCalled();
  });

  it('ignores a second run while one is in flight, even in the same tick', async () => {
    const answer = held<Counter>();
    const write = jest.fn(() => answer.promise);
    setup(write);
    const again = screen.getByRole('button', { name: '再加' });
    await act(async () => {
      again.click();
      again.click();
    });
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
    await act(async () => answer.resolve({ n: 3 }));
    await userEvent.click(again);
    await waitFor(() => expect(write).toHaveBeenCalledTimes(2));
  });
});
