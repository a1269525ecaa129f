import { preloadRemote } from '@module-federation/enhanced/runtime';
import { IDLE_FALLBACK_DELAY_MS, resetIdle } from '../idle';
import {
  PRELOAD_EXPOSES,
  preloadRemoteForPath,
  preloadRemoteOnce,
  resetPreloaded,
  startRemotePreloading,
} from '../preload';
import { trackRemoteLoad } from '../progress';
import { markRegistryPending, type RemoteEntry, setRemotes } from '../registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(),
}));

const mockPreload = jest.mocked(preloadRemote);

const REMOTES: RemoteEntry[] = [
  { name: 'content', entry: '/remotes/content/mf-manifest.json', prefixes: ['/info', '/case'] },
  { name: 'meetings', entry: '/remotes/meetings/mf-manifest.json', prefixes: ['/meeting'] },
];

const preloadedNames = () => mockPreload.mock.calls.map(([args]) => args[0]?.nameOrAlias);

/** Lets the promise chains of preloadRemoteOnce and the idle point run. */
const flush = () => jest.advanceTimersByTimeAsync(0);

function link(href: string, text = '链接'): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.innerHTML = `<span>${text}</span>`;
  document.body.append(a);
  return a;
}

let stop: () => void = () => {};

beforeEach(() => {
  jest.useFakeTimers();
  resetIdle();
  resetPreloaded();
  mockPreload.mockResolvedValue(undefined);
  setRemotes(REMOTES);
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  jest.useRealTimers();
});

describe('preloadRemoteOnce', () => {
  it("preloads the remote's ./routes through its manifest, sync resources only, once", async () => {
    preloadRemoteOnce('content');
    preloadRemoteOnce('content');
    await flush();
    expect(mockPreload).toHaveBeenCalledTimes(1);
    expect(mockPreload).toHaveBeenCalledWith([
      { nameOrAlias: 'content', exposes: PRELOAD_EXPOSES, resourceCategory: 'sync' },
    ]);
    expect(PRELOAD_EXPOSES).toEqual(['./routes']);
  });

  it('swallows a failed preload (the real load retries on its own)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockPreload.mockRejectedValueOnce(new Error('preloadRemote failed to load 1 resource(s).'));
    preloadRemoteOnce('content');
    await flush();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('content'), expect.any(Error));
    mockPreload.mockImplementationOnce(() => {
      throw new Error('RUNTIME-009');
    });
    preloadRemoteOnce('meetings');
    await flush();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('preloadRemoteForPath', () => {
  it("uses the registry's prefix match", async () => {
    preloadRemoteForPath('/information');
    preloadRemoteForPath('/');
    await flush();
    expect(mockPreload).not.toHaveBeenCalled();
    preloadRemoteForPath('/meeting/detail');
    await flush();
    expect(preloadedNames()).toEqual(['meetings']);
  });
});

describe('startRemotePreloading', () => {
  it('preloads on pointer over and on focus of a link to a path a remote owns, once per remote', async () => {
    stop = startRemotePreloading();
    const info = link('/info/detail?id=3');
    const meeting = link('/meeting/home');
    const home = link('/');
    const away = link('https://example.com/info');

    home.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    away.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await flush();
    expect(mockPreload).not.toHaveBeenCalled();

    // focus (keyboard)
    meeting.focus();
    await flush();
    expect(preloadedNames()).toEqual(['meetings']);

    // over the link's inner text, like a real pointer; twice
    info.querySelector('span')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    info.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    meeting.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await flush();
    expect(preloadedNames()).toEqual(['meetings', 'content']);
  });

  it('preloads every registered remote in the first idle period, and remotes registered later', async () => {
    markRegistryPending();
    setRemotes([REMOTES[0]!]);
    stop = startRemotePreloading();
    await flush();
    expect(mockPreload).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(2 * IDLE_FALLBACK_DELAY_MS);
    expect(preloadedNames()).toEqual(['content']);

    setRemotes(REMOTES);
    await flush();
    expect(preloadedNames()).toEqual(['content', 'meetings']);
  });

  it('waits while the page’s own remote loads, then for the next idle period', async () => {
    let loaded: () => void = () => {};
    void trackRemoteLoad(new Promise<void>((resolve) => (loaded = resolve)));
    stop = startRemotePreloading();
    await jest.advanceTimersByTimeAsync(10 * IDLE_FALLBACK_DELAY_MS);
    expect(mockPreload).not.toHaveBeenCalled();
    loaded();
    await flush();
    expect(mockPreload).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS);
    expect(preloadedNames()).toEqual(['content', 'meetings']);
  });

  it('does nothing with ?preload=off, and nothing after stop', async () => {
    window.history.replaceState(null, '', '/?preload=off');
    stop = startRemotePreloading();
    link('/info').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS);
    expect(mockPreload).not.toHaveBeenCalled();

    window.history.replaceState(null, '', '/');
    resetIdle();
    startRemotePreloading()();
    link('/case').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    await jest.advanceTimersByTimeAsync(IDLE_FALLBACK_DELAY_MS);
    expect(mockPreload).not.toHaveBeenCalled();
  });
});
