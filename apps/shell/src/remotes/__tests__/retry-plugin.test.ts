import { createRetryPlugin, fetchWithRetry, isRemoteFailure, REMOTE_FAILED } from '../retry-plugin';

type AnyFn = (...args: never[]) => unknown;
const call = <F>(fn: F | undefined) => fn as unknown as AnyFn & ((...args: unknown[]) => Promise<unknown>);

// jsdom has no fetch/Response: a minimal stand-in is enough for these hooks.
const response = (status: number, body = '{}') =>
  ({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(body) }) as Response;

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});

describe('fetchWithRetry', () => {
  it('retries network errors twice, then succeeds', async () => {
    const fetchImpl = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(response(200));
    const res = await fetchWithRetry('/x.json', {}, [0, 0], fetchImpl);
    expect(res.status).toBe(200);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('gives up after 2 retries with the last error', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('down'));
    await expect(fetchWithRetry('/x.json', {}, [0, 0], fetchImpl)).rejects.toThrow('down');
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('retries 5xx but not 404', async () => {
    const fetch5xx = jest.fn().mockResolvedValueOnce(response(503)).mockResolvedValueOnce(response(200));
    expect((await fetchWithRetry('/x.json', {}, [0, 0], fetch5xx)).status).toBe(200);
    const fetch404 = jest.fn().mockResolvedValue(response(404));
    expect((await fetchWithRetry('/x.json', {}, [0, 0], fetch404)).status).toBe(404);
    expect(fetch404).toHaveBeenCalledTimes(1);
  });

  it('waits the backoff between attempts', async () => {
    jest.useFakeTimers();
    try {
      const fetchImpl = jest
        .fn()
        .mockRejectedValueOnce(new TypeError('x'))
        .mockResolvedValueOnce(response(200));
      const pending = fetchWithRetry('/x.json', {}, [300, 900], fetchImpl);
      await jest.advanceTimersByTimeAsync(299);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      expect((await pending).status).toBe(200);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('retry plugin hooks', () => {
  const plugin = createRetryPlugin([0, 0]);

  it('fetch: handles manifests only, with retries, and fails on a non-2xx answer', async () => {
    const fetchSpy = fetchMock;
    expect(await call(plugin.fetch)('/remotes/x/remoteEntry.js', {})).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();

    fetchSpy.mockRejectedValueOnce(new TypeError('down')).mockResolvedValueOnce(response(200, '{"a":1}'));
    const ok = (await call(plugin.fetch)('/remotes/x/mf-manifest.json', {})) as Response;
    expect(await ok.json()).toEqual({ a: 1 });

    fetchSpy.mockResolvedValue(response(404, 'not found'));
    await expect(call(plugin.fetch)('/remotes/x/mf-manifest.json', {})).rejects.toThrow('HTTP 404');
  });

  it('errorLoadRemote: a marker module for a failed load, nothing for a failed manifest', async () => {
    const error = new Error('boom');
    const failure = await call(plugin.errorLoadRemote)({
      id: 'content/routes',
      error,
      lifecycle: 'onLoad',
      from: 'runtime',
    });
    expect(isRemoteFailure(failure)).toBe(true);
    expect(failure).toMatchObject({ [REMOTE_FAILED]: true, id: 'content/routes', error });
    expect(
      await call(plugin.errorLoadRemote)({
        id: '/m.json',
        error,
        lifecycle: 'afterResolve',
        from: 'runtime',
      }),
    ).toBeUndefined();
    expect(isRemoteFailure({})).toBe(false);
    expect(isRemoteFailure(null)).toBe(false);
  });

  it('loadEntryError: clears the failed load and retries the entry', async () => {
    const exportsObject = { get: jest.fn(), init: jest.fn() };
    const globalLoading: Record<string, unknown> = { key: Promise.resolve() };
    const getRemoteEntry = jest
      .fn()
      .mockRejectedValueOnce(new Error('again'))
      .mockResolvedValueOnce(exportsObject);
    const result = await call(plugin.loadEntryError)({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'content' },
      globalLoading,
      uniqueKey: 'key',
    });
    expect(result).toBe(exportsObject);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(globalLoading.key).toBeUndefined();
  });

  it('loadEntryError: gives up after 2 retries', async () => {
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('down'));
    const result = await call(plugin.loadEntryError)({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'content' },
      globalLoading: {},
      uniqueKey: 'key',
    });
    expect(result).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('afterLoadManifest: forgets a failed manifest so a retry fetches it again', () => {
    const manifestLoading: Record<string, unknown> = { '/m.json': Promise.resolve() };
    const args = {
      manifestUrl: '/m.json',
      error: new Error('bad'),
      origin: { snapshotHandler: { manifestLoading } },
    };
    call(plugin.afterLoadManifest)(args);
    expect(manifestLoading['/m.json']).toBeUndefined();
  });
});
