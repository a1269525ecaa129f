import { isHttpUrl, isSitePath, safeHref } from '../links';

describe('isSitePath', () => {
  it.each(['/', '/info', '/search?keywords=%E8%83%B6%E8%B4%A8%E7%98%A4', '/info/detail?id=1#comments'])(
    'accepts %s',
    (url) => expect(isSitePath(url)).toBe(true),
  );

  // each of these reaches another site in a browser, or is not a path at all
  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r/evil.example',
    '\t//evil.example',
    '/\u0000/x',
    'info',
    'https://evil.example/',
    'javascript:alert(1)',
    '',
  ])('refuses %j', (url) => expect(isSitePath(url)).toBe(false));
});

describe('safeHref', () => {
  it('keeps site paths and http(s) URLs, trimmed', () => {
    expect(safeHref(' /info ')).toBe('/info');
    expect(safeHref('https://en.naoyihui.com/a?b=1')).toBe('https://en.naoyihui.com/a?b=1');
  });

  it.each([
    '/\t/evil.example',
    'https://\tevil.example',
    'http://',
    'javascript:alert(1)',
    'data:text/html,x',
    null,
  ])('refuses %j', (url) => expect(safeHref(url)).toBeNull());

  it('tells an http(s) URL from anything else', () => {
    expect(isHttpUrl('http://a.b/c')).toBe(true);
    expect(isHttpUrl('ftp://a.b/c')).toBe(false);
  });
});
