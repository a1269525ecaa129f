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

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, ALLOWLIST);
}

export { UPLOADED_IMAGE_PREFIX };

/**
 * A user's rich text (an answer, its draft): the allowlist above, and pictures only from our
 * uploads — no data: URLs bloating the row, no outside image tracking the readers.
 */
export function sanitizeUserRichText(html: string): string {
  return sanitizeHtml(html, {
    ...ALLOWLIST,
    allowedSchemesByTag: {},
    exclusiveFilter: (frame) =>
      frame.tag === 'img' && !String(frame.attribs.src ?? '').startsWith(UPLOADED_IMAGE_PREFIX),
  });
}
