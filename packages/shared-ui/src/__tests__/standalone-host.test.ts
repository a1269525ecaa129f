import type { PortalHost } from '@portal/shared-ui/host';
import {
  createStandaloneHost,
  type HostRuntime,
  loadHost,
  localResolveJump,
} from '@portal/shared-ui/standalone-host';

const MANIFEST = 'http://localhost:3000/shell/mf-manifest.json';

function runtime(loadRemote: HostRuntime['loadRemote']): HostRuntime & { registerRemotes: jest.Mock } {
  return { registerRemotes: jest.fn(), loadRemote };
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('loadHost', () => {
  it('registers the deployed shell and uses its createShellHost', async () => {
    const createShellHost = jest.fn();
    const rt = runtime(jest.fn().mockResolvedValue({ createShellHost }));
    const loaded = await loadHost(rt, MANIFEST);
    expect(rt.registerRemotes).toHaveBeenCalledWith([{ name: 'shell', entry: MANIFEST }]);
    expect(rt.loadRemote).toHaveBeenCalledWith('shell/host');
    expect(loaded).toEqual({ factory: createShellHost, source: 'shell' });
  });

  it('falls back to the local host when the shell cannot be loaded', async () => {
    const rt = runtime(jest.fn().mockRejectedValue(new Error('RUNTIME-003 failed to fetch manifest')));
    const loaded = await loadHost(rt, MANIFEST);
    expect(loaded).toEqual({ factory: createStandaloneHost, source: 'local' });
    expect(console.warn).toHaveBeenCalled();
  });

  it('falls back when registering throws or the module lacks createShellHost', async () => {
    const throwing: HostRuntime = {
      registerRemotes: () => {
        throw new Error('bad entry');
      },
      loadRemote: jest.fn(),
    };
    expect((await loadHost(throwing, MANIFEST)).source).toBe('local');
    expect((await loadHost(runtime(jest.fn().mockResolvedValue({})), MANIFEST)).source).toBe('local');
    expect((await loadHost(runtime(jest.fn().mockResolvedValue(null)), MANIFEST)).source).toBe('local');
  });

  it('falls back when the shell does not answer in time', async () => {
    jest.useFakeTimers();
    try {
      const pending = loadHost(
        runtime(() => new Promise(() => {})),
        MANIFEST,
        5000,
      );
      await jest.advanceTimersByTimeAsync(5000);
      expect((await pending).source).toBe('local');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('local fallback host', () => {
  it('opens info and other items at the link given with them, in a new tab', () => {
    expect(localResolveJump({ type: 'info', id: 3, url: '/info/detail?id=3' })).toEqual({
      kind: 'link',
      url: '/info/detail?id=3',
      newTab: true,
    });
    expect(localResolveJump({ type: 'other', url: 'https://example.org/a' })).toEqual({
      kind: 'link',
      url: 'https://example.org/a',
      newTab: true,
    });
    expect(localResolveJump({ type: 'info', id: 3 })).toEqual({ kind: 'link', url: '#', newTab: true });
  });

  it('has no jump for the rows only the shell knows', () => {
    expect(localResolveJump({ type: 'meeting', id: 1 })).toEqual({ kind: 'none' });
    expect(localResolveJump({ type: 'brand', id: 1, categoryId: 2 })).toEqual({ kind: 'none' });
  });

  it('openItem follows the local rule', () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const host: PortalHost = createStandaloneHost();
    host.openItem({ type: 'info', url: '/info/detail?id=5' });
    expect(open).toHaveBeenCalledWith('/info/detail?id=5', '_blank', 'noopener');
    host.openItem({ type: 'meeting', id: 1 });
    expect(open).toHaveBeenCalledTimes(1);

    const navigate = jest.fn();
    createStandaloneHost(navigate).openItem({ type: 'info', url: '/info/detail?id=6' }, { newTab: false });
    expect(navigate).toHaveBeenCalledWith('/info/detail?id=6');
  });
});
