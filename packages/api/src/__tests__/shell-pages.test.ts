import { isKnownPage, isShellPage, prefixOwns, SHELL_PAGES } from '../pages/shell';

const PREFIXES = ['/info', '/case/', '/topic-circle'];

describe("the shell's pages and the remotes' prefixes", () => {
  it("knows the shell's own pages as its router matches them", () => {
    for (const path of Object.values(SHELL_PAGES)) expect(isShellPage(path)).toBe(true);
    expect(isShellPage('/signin/')).toBe(true);
    expect(isShellPage('/Register')).toBe(true);
    expect(isShellPage('/signin/more')).toBe(false);
    expect(isShellPage('/home')).toBe(false);
  });

  it('a prefix owns every path below it, on a segment boundary', () => {
    expect(prefixOwns('/info', '/info')).toBe(true);
    expect(prefixOwns('/info', '/info/nope/deeper')).toBe(true);
    expect(prefixOwns('/case/', '/case/detail')).toBe(true);
    expect(prefixOwns('/info', '/information')).toBe(false);
    expect(prefixOwns('/', '/anything')).toBe(false);
    expect(prefixOwns('info', '/info')).toBe(false);
    expect(prefixOwns('//evil.example', '//evil.example/x')).toBe(false);
  });

  it('an address outside every prefix and every shell page is unknown', () => {
    expect(isKnownPage('/', PREFIXES)).toBe(true);
    expect(isKnownPage('/topic-circle/detail', PREFIXES)).toBe(true);
    expect(isKnownPage('/case', PREFIXES)).toBe(true);
    expect(isKnownPage('/no-such-page', PREFIXES)).toBe(false);
    expect(isKnownPage('/informations/x', PREFIXES)).toBe(false);
    expect(isKnownPage('/info', [])).toBe(false);
  });
});
