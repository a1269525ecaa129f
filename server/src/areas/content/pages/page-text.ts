import { SITE_NAME } from '../../../web/page-document';
import { type BodyBlock, escapeHtml } from '../../../web/page-html';

/**
 * What the content area's pages write alike (issue 24): the frame of the main text, a body's
 * paragraphs and pictures, a list of links. Every piece of content passes through `escapeHtml`.
 */

export const PUBLISHER = { '@type': 'Organization', name: SITE_NAME };
const MAX_BLOCKS = 200;

export const iso = (ms: number) => new Date(ms).toISOString();

/** a site path made absolute (schema.org wants URLs); an absolute address stays as it is */
export const absolute = (origin: string, address: string) =>
  address.startsWith('/') && !address.startsWith('//') ? `${origin}${address}` : address;

/** a picture of the body: its size kept, so the screen's same picture takes the same place */
function pictureHtml(picture: Extract<BodyBlock, { picture: unknown }>['picture'], first: boolean): string {
  const size = `${picture.width ? ` width="${picture.width}"` : ''}${picture.height ? ` height="${picture.height}"` : ''}`;
  // the first picture may be the page's largest paint: fetched at once; the others when near
  return `<figure><img src="${escapeHtml(picture.src)}" alt="${escapeHtml(picture.alt)}"${size}${
    first ? '' : ' loading="lazy"'
  }/></figure>`;
}

/** a body's paragraphs and pictures */
export function blocksHtml(blocks: readonly BodyBlock[]): string {
  let pictures = 0;
  return blocks
    .slice(0, MAX_BLOCKS)
    .map((block) =>
      'text' in block ? `<p>${escapeHtml(block.text)}</p>` : pictureHtml(block.picture, pictures++ === 0),
    )
    .join('');
}

/**
 * the main content: the heading, a byline and what follows it (HTML already escaped), in a plain
 * block, not an `<article>` or `<main>`: the screen's own page is recognised by those
 */
export function pageText(title: string, byline: string, bodyHtml: string): string {
  return `<div class="portal-page-frame"><div class="portal-page-text"><h1>${escapeHtml(title)}</h1>${
    byline ? `<p>${escapeHtml(byline)}</p>` : ''
  }${bodyHtml}</div></div>`;
}

/** a titled list of links (a weekly's section, a column's items); nothing when there is none */
export function linkList(heading: string, links: readonly { href: string | null; text: string }[]): string {
  if (links.length === 0) return '';
  const items = links
    .map(({ href, text }) =>
      href
        ? `<li><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></li>`
        : `<li>${escapeHtml(text)}</li>`,
    )
    .join('');
  return `${heading ? `<h2>${escapeHtml(heading)}</h2>` : ''}<ul>${items}</ul>`;
}

export const textOf = (blocks: readonly BodyBlock[]) =>
  blocks.flatMap((b) => ('text' in b ? [b.text] : [])).join(' ');
