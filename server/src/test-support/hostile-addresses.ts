/**
 * What an attacker puts before (or inside) a scheme to slip it past an allowlist: controls, every
 * kind of white space and separator, invisible characters, and the same as HTML character
 * references. Each is written as it would stand in an attribute of the HTML sent.
 */
export const HIDING_PREFIXES: readonly string[] = [
  '\u2028',
  '\u2029',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u0001',
  '\u001f',
  '\u007f',
  '\u0085',
  ' ',
  '   ',
  '\u00a0',
  '\u3000',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u202e',
  '\u00ad',
  '\t\n\u2028 \u200b',
  '&#x0A;',
  '&#10;',
  '&#x09;',
  '&Tab;',
  '&NewLine;',
  '&#x2028;',
  '&#8233;',
  '&#x200B;',
  '&#xFEFF;',
  '&nbsp;',
  '&#0;',
  '&#x0D;&#x0A;',
];

/**
 * The prefixes a database column can hold as they are: PostgreSQL's text takes no NUL (`&#0;`
 * stands in for it there), so a body written around the sanitizer uses these.
 */
export const STORABLE_PREFIXES: readonly string[] = HIDING_PREFIXES.filter((p) => !p.includes('\u0000'));

/** schemes no rich text may link to or load from */
export const FORBIDDEN_SCHEMES: readonly string[] = [
  'javascript:alert(document.cookie)',
  'JaVaScRiPt:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
];

/** every way of hiding every forbidden scheme: before it, and (for the prefixes that are characters) inside it */
export function hostileAddresses(): string[] {
  const out: string[] = [];
  for (const scheme of FORBIDDEN_SCHEMES)
    for (const prefix of HIDING_PREFIXES) {
      out.push(`${prefix}${scheme}`);
      out.push(`${scheme.slice(0, 4)}${prefix}${scheme.slice(4)}`);
    }
  return out;
}

/**
 * The addresses in an HTML text's address attributes, as a browser's URL parser resolves them
 * against `base` (the parser's own trimming and tab/newline removal included); what could run.
 */
export function resolvedAddresses(html: string, base = 'https://portal.test/'): URL[] {
  const found = [
    ...html.matchAll(/\s(?:href|src|poster|cite|action|formaction|background|ping|data)="([^"]*)"/gi),
  ];
  return found.map((m) => {
    const text = (m[1] ?? '')
      .replace(/&amp;/g, '&')
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>');
    return new URL(text, base);
  });
}

/**
 * A rich text with `javascript:` hidden behind every prefix in every address attribute the
 * allowlist keeps (a link, a picture, a video, its poster and source); each link says 链接.
 */
export function hostileRichText(prefixes: readonly string[] = HIDING_PREFIXES): string {
  return prefixes
    .map((prefix) => {
      const a = `${prefix}javascript:alert(document.cookie)`;
      return (
        `<p><a href="${a}">链接</a><img src="${a}" alt="图"></p>` +
        `<video src="${a}" poster="${a}" controls><source src="${a}" type="video/mp4"></video>`
      );
    })
    .join('');
}

/** the addresses of `html` that still name `javascript`, however a browser would resolve them (none expected) */
export function smuggledAddresses(html: string): string[] {
  return resolvedAddresses(html)
    .map((url) => decodeURIComponent(url.href))
    .filter((href) => /javascript/i.test(href));
}
