/**
 * The one way text from content reaches a page's HTML (issue 24). Everything a renderer writes
 * goes through `escapeHtml` (text and attribute values alike: it escapes both quotes) or
 * `scriptJson` (JSON inside a `<script>`): no content string is ever concatenated raw.
 */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** text for an element's content or a quoted attribute value */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

/**
 * JSON for the inside of a `<script>` element (JSON-LD, the first data): `<` written as `\u003c`
 * so neither `</script>` nor `<!--` in content can end or bend the element, `>` and `&` alike for
 * good measure, and the two line separators JavaScript once refused. Parses back to the same value.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_END = /<\/(p|div|h[1-6]|li|blockquote|section|article|tr|figure|figcaption|pre)\s*>|<br\s*\/?>/gi;

/** A picture of a body, as the page's text shows it. */
export interface BodyPicture {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/** A block of a body as a page's text: a paragraph, or a picture. */
export type BodyBlock = { text: string } | { picture: BodyPicture };

/** an address a page may point a picture at: http(s) or a path of this site */
export const isPictureAddress = (src: string) => /^(https?:\/\/|\/(?!\/))/i.test(src);

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  const value = match ? (match[1] ?? match[2] ?? match[3]) : undefined;
  return value === undefined ? undefined : decodeEntities(value);
}

// a picture's place among the words: a private-use character, removed from the body beforehand
const PICTURE_MARK = /^\uE000(\d+)\uE000$/;

/**
 * The blocks of an HTML body (the body is sanitized HTML already; this keeps its words and
 * pictures for crawlers, link previews and the first paint, not its markup): scripts and styles
 * dropped, a block's end a paragraph break, pictures kept with their size, other tags removed,
 * entities read.
 */
export function htmlBlocks(html: string): BodyBlock[] {
  const pictures: BodyPicture[] = [];
  const text = html
    .replace(/\uE000/g, '')
    .replace(/<(script|style|template)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<img\b[^>]*>/gi, (tag) => {
      const src = attribute(tag, 'src') ?? '';
      if (!isPictureAddress(src)) return '';
      const size = (name: string) => {
        const n = Number(attribute(tag, name));
        return Number.isInteger(n) && n > 0 ? n : undefined;
      };
      const width = size('width');
      const height = size('height');
      pictures.push({
        src,
        alt: attribute(tag, 'alt') ?? '',
        ...(width ? { width } : {}),
        ...(height ? { height } : {}),
      });
      return `\n\uE000${pictures.length - 1}\uE000\n`;
    })
    .replace(BLOCK_END, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[\s]+/g, ' ').trim())
    .filter(Boolean)
    .map((line): BodyBlock => {
      const mark = line.match(PICTURE_MARK);
      const picture = mark ? pictures[Number(mark[1])] : undefined;
      return picture ? { picture } : { text: line.replace(/\uE000/g, '') };
    });
}

/** the paragraphs of an HTML body as plain text (its pictures left out) */
export function htmlParagraphs(html: string): string[] {
  return htmlBlocks(html).flatMap((block) => ('text' in block ? [block.text] : []));
}

/** at most `max` characters of `text`, cut at a character (never inside a surrogate pair) */
export function clip(text: string, max: number): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/** a site path made absolute on `origin` (link previews and schema.org want URLs); an http(s) address stays */
export const absoluteAddress = (origin: string, address: string) =>
  /^https?:\/\//i.test(address) ? address : `${origin}${address.startsWith('/') ? '' : '/'}${address}`;

/**
 * An item page's main text: its heading, a byline and what follows (HTML already escaped), in the
 * detail column (`portal-page-frame`, `portal-page-text` of the document's style). A plain block,
 * not an `<article>` or `<main>`: the screen's own page is recognised by those.
 */
export function pageText(title: string, byline: string, bodyHtml: string): string {
  return `<div class="portal-page-frame"><div class="portal-page-text"><h1>${escapeHtml(title)}</h1>${
    byline ? `<p>${escapeHtml(byline)}</p>` : ''
  }${bodyHtml}</div></div>`;
}
