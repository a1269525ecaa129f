import { type BodyBlock, escapeHtml } from '../../../web/page-html';

/**
 * What the content area's pages write alike (issue 24): a body's paragraphs and pictures, a list
 * of links (the frame of the main text and the schema.org pieces are every area's: `web/page-html`,
 * `web/page-ld`). Every piece of content passes through `escapeHtml`.
 */

const MAX_BLOCKS = 200;

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
