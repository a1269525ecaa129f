import { UPLOADED_IMAGE_PREFIX } from '@portal/api/rules/uploads';
import sanitizeHtml from 'sanitize-html';

/**
 * The one allowlist for user and editorial HTML: applied before storing and again when a body is
 * served. Anything not listed (scripts, event handlers, javascript: URLs, iframes, styles) is
 * dropped.
 */
const ALLOWLIST: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'ul',
    'ol',
    'li',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'video',
    'source',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    video: ['src', 'poster', 'controls', 'width', 'height', 'preload'],
    source: ['src', 'type'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
    img: sanitizeHtml.simpleTransform('img', { loading: 'lazy' }),
  },
};

/** the attributes whose value is an address the browser follows or loads */
const ADDRESS_ATTRIBUTES = [
  'href',
  'src',
  'poster',
  'cite',
  'action',
  'formaction',
  'background',
  'ping',
  'data',
  'xlink:href',
];

/**
 * What may surround an address without meaning anything: controls (C0, DEL, C1), white space and
 * separators of every kind (U+2028/2029 and the ideographic space among them), invisible format
 * characters (zero-width spaces and joiners, word joiner, bidi marks, BOM) and U+FFFD, which is
 * what HTML makes of a NUL.
 */
const EDGE = /^[\p{Cc}\p{Cf}\p{Z}\s\uFFFD]+|[\p{Cc}\p{Cf}\p{Z}\s\uFFFD]+$/gu;
/** controls are nothing inside an address either (WHATWG drops tabs and newlines anywhere) */
const CONTROLS = /\p{Cc}/gu;
/** the characters a scheme check looks past: a scheme spelled around them is still that scheme */
const HIDING = /[\p{Cc}\p{Cf}\p{Z}\s\uFFFD]/gu;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * An address as the allowlist judges it: trimmed and cleaned as a browser's URL parser does (C0
 * controls and spaces off both ends, tabs and newlines gone; further, every Unicode space and
 * invisible character off both ends and every control gone), and the scheme it names with even the
 * invisible characters inside it ignored, so `\u2028javascript:` or `java\u200bscript:` count as
 * `javascript:`. `null` when the address may not stay: a scheme not allowed, or `//host` when
 * protocol-relative addresses are not.
 */
export function allowedAddress(
  raw: string,
  schemes: readonly string[],
  protocolRelative: boolean,
): string | null {
  const value = raw.replace(EDGE, '').replace(CONTROLS, '');
  const probe = value.replace(HIDING, '');
  const scheme = SCHEME.exec(probe)?.[1]?.toLowerCase();
  if (scheme !== undefined && !schemes.includes(scheme)) return null;
  if (!protocolRelative && /^[/\\]{2}/.test(probe)) return null;
  return value;
}

/**
 * The allowlist with every address attribute normalised before its scheme is checked (for every
 * tag, after the tag's own transform): sanitize-html's own check strips only ASCII controls and
 * spaces, so a line separator or a zero-width space before `javascript:` kept the link (harmless
 * in today's browsers, which read it as relative, but not what the allowlist means).
 */
function normalisingAddresses(options: sanitizeHtml.IOptions): sanitizeHtml.IOptions {
  const byTag = typeof options.allowedSchemesByTag === 'object' ? options.allowedSchemesByTag : {};
  const schemes = Array.isArray(options.allowedSchemes) ? options.allowedSchemes : [];
  // as sanitize-html picks them: the tag's own list when it has one, the general one otherwise
  const schemesOf = (tag: string) => (Object.hasOwn(byTag, tag) ? (byTag[tag] ?? []) : schemes);
  const protocolRelative = options.allowProtocolRelative ?? true;
  return {
    ...options,
    transformTags: {
      ...options.transformTags,
      '*': (tagName, attribs) => {
        const cleaned: sanitizeHtml.Attributes = { ...attribs };
        for (const name of ADDRESS_ATTRIBUTES) {
          const raw = cleaned[name];
          if (raw === undefined) continue;
          const address = allowedAddress(raw, schemesOf(tagName), protocolRelative);
          if (address === null) delete cleaned[name];
          else cleaned[name] = address;
        }
        return { tagName, attribs: cleaned };
      },
    },
  };
}

const RICH_TEXT = normalisingAddresses(ALLOWLIST);

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

export { UPLOADED_IMAGE_PREFIX };

const USER_RICH_TEXT = normalisingAddresses({
  ...ALLOWLIST,
  allowedSchemesByTag: {},
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && !String(frame.attribs.src ?? '').startsWith(UPLOADED_IMAGE_PREFIX),
});

/**
 * A user's rich text (an answer, its draft): the allowlist above, and pictures only from our
 * uploads — no data: URLs bloating the row, no outside image tracking the readers.
 */
export function sanitizeUserRichText(html: string): string {
  return sanitizeHtml(html, USER_RICH_TEXT);
}
