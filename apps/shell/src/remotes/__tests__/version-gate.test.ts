import { createVersionGate, incompatibleSingletons, packageOf } from '../version-gate';

const singleton = (version: string, requiredVersion: string) => [
  { version, shareConfig: { singleton: true, strictVersion: true, requiredVersion } },
];
const plain = (version: string, requiredVersion: string) => [
  { version, shareConfig: { singleton: false, requiredVersion } },
];

const shell = {
  react: singleton('19.3.1', '^19.3.1'),
  'jotai/vanilla': singleton('2.20.3', '~2.20.3'),
  '@portal/api/call': plain('1.1.0', '^1.1.0'),
  '@portal/api/client': singleton('1.1.0', '^1.1.0'),
  '@portal/session/session': singleton('1.0.0', '^1.0.0'),
};

describe('packageOf', () => {
  it('names packages by their scope and name', () => {
    expect(packageOf('@portal/api/endpoints/info')).toBe('@portal/api');
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('jotai/')).toBe('jotai');
  });
});

describe('incompatibleSingletons', () => {
  it('lets a remote built against an older minor run on the shell copies', () => {
    expect(
      incompatibleSingletons(shell, {
        react: singleton('19.3.1', '^19.3.1'),
        '@portal/api/client': singleton('1.0.0', '^1.0.0'),
        '@portal/api/errors': singleton('1.0.0', '^1.0.0'),
        '@portal/session/session': singleton('1.0.0', '^1.0.0'),
      }),
    ).toEqual([]);
  });

  it('refuses a singleton of another major, by key or by its package when the shell lacks the module', () => {
    expect(
      incompatibleSingletons(shell, {
        '@portal/api/client': singleton('2.0.0', '^2.0.0'),
        '@portal/api/errors': singleton('2.0.0', '^2.0.0'),
      }),
    ).toEqual(['@portal/api/client ^2.0.0, shell 1.1.0', '@portal/api/errors ^2.0.0, shell 1.1.0']);
  });

  it('refuses a newer minor than the shell ships, and ignores what is not a singleton', () => {
    expect(
      incompatibleSingletons(shell, {
        '@portal/session/session': singleton('1.2.0', '^1.2.0'),
        '@portal/api/endpoints/info': plain('2.0.0', '^2.0.0'),
        dayjs: singleton('1.11.0', '^1.11.0'),
      }),
    ).toEqual(['@portal/session/session ^1.2.0, shell 1.0.0']);
  });
});

describe('the runtime plugin', () => {
  const hook = (remoteShared: Record<string, ReturnType<typeof singleton>>) => {
    const gate = createVersionGate(() => [{ name: 'community', options: { shared: remoteShared } }]);
    const args = { remoteInfo: { name: 'community' }, origin: { name: 'shell', options: { shared: shell } } };
    return () => (gate.initContainer as unknown as (a: typeof args) => unknown)(args);
  };

  it('passes a compatible remote through', () => {
    expect(hook({ '@portal/api/client': singleton('1.0.0', '^1.0.0') })()).toEqual(
      expect.objectContaining({ remoteInfo: { name: 'community' } }),
    );
  });

  it('drops what a refused remote registered, so the shell never takes its copies', () => {
    const versions = { '1.1.0': { from: 'shell' }, '2.0.0': { from: 'community' } };
    const gate = createVersionGate(() => [
      { name: 'community', options: { shared: { '@portal/api/client': singleton('2.0.0', '^2.0.0') } } },
    ]);
    const args = {
      remoteInfo: { name: 'community' },
      origin: {
        name: 'shell',
        options: { shared: shell },
        shareScopeMap: { default: { '@portal/api/client': versions } },
      },
    };
    expect(() => (gate.initContainer as unknown as (a: typeof args) => unknown)(args)).toThrow(/refused/);
    expect(Object.keys(versions)).toEqual(['1.1.0']);
  });

  it('throws for an incompatible one, so loadRemote fails and the slot falls back', () => {
    expect(hook({ '@portal/api/client': singleton('2.0.0', '^2.0.0') })).toThrow(
      /remote community refused: @portal\/api\/client \^2\.0\.0/,
    );
  });
});

describe('the ranges the builds write', () => {
  // the shell provides `provided`; a remote requires `range`
  const refused = (provided: string, range: string) =>
    incompatibleSingletons({ x: singleton(provided, '*') }, { x: singleton('9.9.9', range) }).length > 0;
  it('caret: the same major, at least the version; tilde: the same minor', () => {
    expect(refused('1.1.0', '^1.0.0')).toBe(false);
    expect(refused('1.1.0', '^1.2.0')).toBe(true);
    expect(refused('1.1.0', '^2.0.0')).toBe(true);
    expect(refused('2.0.0', '^1.0.0')).toBe(true);
    expect(refused('2.20.9', '~2.20.3')).toBe(false);
    expect(refused('2.21.0', '~2.20.3')).toBe(true);
    expect(refused('19.3.1', '^19.3.1')).toBe(false);
  });
});
