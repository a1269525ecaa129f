import { matchRemote, normalizePrefix, parseRemotesManifest, type RemoteEntry } from '../registry';

const remotes: RemoteEntry[] = [
  {
    name: 'content',
    entry: '/remotes/content/mf-manifest.json',
    prefixes: ['/info', '/case', '/column/detail', '/link'],
  },
  { name: 'meetings', entry: '/remotes/meetings/mf-manifest.json', prefixes: ['/meeting'] },
  { name: 'community', entry: '/remotes/community/mf-manifest.json', prefixes: ['/topic-circle'] },
  { name: 'weekly', entry: '/remotes/weekly/mf-manifest.json', prefixes: ['/info/weekly'] },
];

describe('matchRemote', () => {
  it.each([
    ['/info', 'content', '/info'],
    ['/info/', 'content', '/info'],
    ['/info/detail', 'content', '/info'],
    ['/case/detail-ugc', 'content', '/case'],
    ['/column/detail/pgc', 'content', '/column/detail'],
    ['/link/columnlist/3', 'content', '/link'],
    ['/meeting/home', 'meetings', '/meeting'],
    ['/topic-circle/', 'community', '/topic-circle'],
    ['/topic-circle/questionhome', 'community', '/topic-circle'],
  ])('%s -> %s (prefix %s)', (path, name, prefix) => {
    expect(matchRemote(path, remotes)).toEqual({ remote: expect.objectContaining({ name }), prefix });
  });

  it('matches on segment boundaries only', () => {
    expect(matchRemote('/information', remotes)).toBeNull();
    expect(matchRemote('/cases', remotes)).toBeNull();
    expect(matchRemote('/meetings', remotes)).toBeNull();
    expect(matchRemote('/column/details', remotes)).toBeNull();
  });

  it('takes the longest prefix', () => {
    expect(matchRemote('/info/weekly', remotes)?.remote.name).toBe('weekly');
    expect(matchRemote('/info/weekly/2', remotes)?.remote.name).toBe('weekly');
    expect(matchRemote('/info/weeklyx', remotes)?.remote.name).toBe('content');
  });

  it('is case sensitive and owns nothing for unknown paths', () => {
    expect(matchRemote('/Info', remotes)).toBeNull();
    expect(matchRemote('/', remotes)).toBeNull();
    expect(matchRemote('/nowhere', remotes)).toBeNull();
    expect(matchRemote('/info', [])).toBeNull();
  });
});

describe('normalizePrefix', () => {
  it('trims trailing slashes and rejects non-paths and the root', () => {
    expect(normalizePrefix('/topic-circle/')).toBe('/topic-circle');
    expect(normalizePrefix('/info')).toBe('/info');
    expect(normalizePrefix('/')).toBeNull();
    expect(normalizePrefix('info')).toBeNull();
    expect(normalizePrefix('//evil')).toBeNull();
    expect(normalizePrefix(3)).toBeNull();
  });
});

describe('parseRemotesManifest', () => {
  it('reads the documented format', () => {
    expect(
      parseRemotesManifest({
        remotes: [
          { name: 'content', entry: '/remotes/content/mf-manifest.json', prefixes: ['/info', '/case/'] },
        ],
      }),
    ).toEqual([
      { name: 'content', entry: '/remotes/content/mf-manifest.json', prefixes: ['/info', '/case'] },
    ]);
  });

  it('drops malformed or duplicate entries and root prefixes', () => {
    expect(
      parseRemotesManifest({
        remotes: [
          { name: 'a', entry: '/a.json', prefixes: ['/', '/a'] },
          { name: 'a', entry: '/a2.json', prefixes: ['/a2'] },
          { name: 'bad name!', entry: '/b.json', prefixes: ['/b'] },
          { name: 'c', prefixes: ['/c'] },
          { name: 'd', entry: '/d.json' },
          null,
        ],
      }),
    ).toEqual([
      { name: 'a', entry: '/a.json', prefixes: ['/a'] },
      { name: 'd', entry: '/d.json', prefixes: [] },
    ]);
  });

  it('keeps only allowed names when an allowlist is given', () => {
    const json = {
      remotes: [
        { name: 'content', entry: '/c.json', prefixes: ['/info'] },
        { name: 'x', entry: '/x.json', prefixes: ['/x'] },
      ],
    };
    expect(parseRemotesManifest(json, ['content']).map((r) => r.name)).toEqual(['content']);
  });

  it('throws when the document is not a manifest', () => {
    expect(() => parseRemotesManifest({})).toThrow(/remotes/);
    expect(() => parseRemotesManifest(null)).toThrow();
    expect(() => parseRemotesManifest('<html>')).toThrow();
  });
});
