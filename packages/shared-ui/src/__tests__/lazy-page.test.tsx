import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyPage } from '../lazy-page';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Greeting({ name }: { name: string }) {
  return <h1>你好，{name}</h1>;
}

describe('lazyPage', () => {
  it('suspends like React.lazy until its code is there', async () => {
    const code = deferred<typeof Greeting>();
    const Page = lazyPage(() => code.promise);
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Page name="王医生" />
      </Suspense>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    await act(async () => code.resolve(Greeting));
    expect(await screen.findByRole('heading', { name: '你好，王医生' })).toBeInTheDocument();
  });

  it('renders at once, without a fallback, once preloaded; the code is asked for once', async () => {
    const load = jest.fn(async () => Greeting);
    const Page = lazyPage(load);
    await Promise.all([Page.preload(), Page.preload()]);
    render(
      <Suspense fallback={<p>加载中</p>}>
        <Page name="李医生" />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: '你好，李医生' })).toBeInTheDocument();
    expect(screen.queryByText('加载中')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('lets a failed load be tried again', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(Greeting);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
