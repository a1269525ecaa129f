import { HIDING_PREFIXES, hostileAddresses, resolvedAddresses } from '../../test-support/hostile-addresses';
import { allowedAddress, sanitizeRichText, sanitizeUserRichText } from '../sanitize';

/**
 * The allowlist judges an address as a browser would read it, and more strictly: nothing hidden
 * before or inside a scheme keeps a link the allowlist would refuse, in any address attribute of
 * either sanitizer.
 */

/** each sanitizer, and whether its pictures may be data: URLs (editorial text only, by design) */
const SANITIZERS = [
  ['sanitizeRichText', sanitizeRichText, true],
  ['sanitizeUserRichText', sanitizeUserRichText, false],
] as const;

/** every allowed tag with an address attribute, around an address */
const CARRIERS: readonly { picture?: true; html: (address: string) => string }[] = [
  { html: (a) => `<p><a href="${a}">链接</a></p>` },
  { picture: true, html: (a) => `<p><img src="${a}" alt="图"></p>` },
  { html: (a) => `<video src="${a}" controls></video>` },
  { html: (a) => `<video poster="${a}" controls></video>` },
  { html: (a) => `<video controls><source src="${a}" type="video/mp4"></video>` },
];

const UPLOADED = '/media/uploads/2026/05/0123456789abcdef0123456789abcdef.webp';

describe.each(SANITIZERS)('%s', (_, sanitize, dataPictures) => {
  it('drops every address whose scheme is hidden behind controls, spaces or invisible characters', () => {
    const addresses = hostileAddresses();
    expect(addresses.length).toBeGreaterThan(200);
    for (const address of addresses)
      for (const carrier of CARRIERS) {
        // the one forbidden scheme spelled with `data` is allowed where pictures may be data: URLs
        if (dataPictures && carrier.picture && /data/i.test(address)) continue;
        const input = carrier.html(address);
        const out = sanitize(input);
        expect([input, resolvedAddresses(out).map(String)]).toEqual([input, []]);
        expect([input, /script:|data:text/i.test(out)]).toEqual([input, false]);
      }
    // the link's text stays; only the link goes (however the attribute's name is written)
    for (const link of [
      '<a href="\u2028javascript:alert(1)">链接</a>',
      '<a HREF="&#x2028;javascript:alert(1)">链接</a>',
    ])
      expect(sanitize(link)).toBe('<a target="_blank" rel="noopener noreferrer nofollow">链接</a>');
  });

  it('keeps an allowed address with the same characters around it, cleaned', () => {
    for (const prefix of HIDING_PREFIXES) {
      for (const [address, kept] of [
        [`${prefix}https://example.com/a?b=1${prefix}`, 'https://example.com/a?b=1'],
        [`${prefix}/info/detail?id=1`, '/info/detail?id=1'],
        [`${prefix}#section-2`, '#section-2'],
      ] as const) {
        const out = sanitize(`<a href="${address}">链接</a>`);
        expect([address, out]).toEqual([
          address,
          `<a href="${kept}" target="_blank" rel="noopener noreferrer nofollow">链接</a>`,
        ]);
      }
      expect(sanitize(`<img src="${prefix}${UPLOADED}">`)).toBe(`<img src="${UPLOADED}" loading="lazy" />`);
      // an address of another host written without its scheme stays refused
      expect(sanitize(`<a href="${prefix}//evil.example/x">链接</a>`)).not.toContain('evil.example');
    }
  });
});

describe('allowedAddress', () => {
  it('cleans as the URL parser does and looks past invisible characters for the scheme', () => {
    const web = ['http', 'https'];
    expect(allowedAddress('\u2028 https://a.example/x \u200b', web, false)).toBe('https://a.example/x');
    expect(allowedAddress('/a\tb\nc', web, false)).toBe('/abc');
    expect(allowedAddress('java\u200bscript:alert(1)', web, false)).toBeNull();
    expect(allowedAddress('\u3000JAVASCRIPT:alert(1)', web, false)).toBeNull();
    expect(allowedAddress('\ufeff//evil.example', web, false)).toBeNull();
    expect(allowedAddress('\ufeff//cdn.example', web, true)).toBe('//cdn.example');
    expect(allowedAddress(' data:image/png;base64,AAAA', [...web, 'data'], false)).toBe(
      'data:image/png;base64,AAAA',
    );
    expect(allowedAddress('文章/第一篇', web, false)).toBe('文章/第一篇');
  });
});
