import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@portal/api/first-data';
import { absoluteAddress, clip, escapeHtml, scriptJson } from './page-html';
import type { PageView } from './pages';

/** the site's name after a page's own title, and in link previews */
export const SITE_NAME = '脑医汇';

const DESCRIPTION_CHARS = 160;

/**
 * The shell's index.html cut once at the places a page writes into: its title, its description,
 * the end of its head and its root container. Pages are the shell with their parts put in, so a
 * rebuilt shell (new script names) needs nothing here.
 */
export interface ShellTemplate {
  /** the shell exactly as built (every page address without a renderer gets it) */
  html: string;
  render(parts: { head: string; title?: string; description?: string; root?: string; body?: string }): string;
}

const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;
const ROOT = '<div id="root"></div>';

export function shellTemplate(html: string): ShellTemplate {
  const titleAt = html.match(TITLE);
  const descriptionAt = html.match(DESCRIPTION);
  const headEnd = html.indexOf('</head>');
  const rootAt = html.indexOf(ROOT);
  if (!titleAt || headEnd < 0 || rootAt < 0) {
    // a shell built otherwise: pages still get their status and head, appended where possible
    return { html, render: () => html };
  }
  const cuts = [
    { at: titleAt.index ?? 0, length: titleAt[0].length, slot: 'title' as const },
    ...(descriptionAt
      ? [{ at: descriptionAt.index ?? 0, length: descriptionAt[0].length, slot: 'description' as const }]
      : []),
    { at: headEnd, length: 0, slot: 'head' as const },
    { at: rootAt, length: ROOT.length, slot: 'root' as const },
  ].sort((a, b) => a.at - b.at);
  const pieces: string[] = [];
  let from = 0;
  for (const cut of cuts) {
    pieces.push(html.slice(from, cut.at));
    from = cut.at + cut.length;
  }
  pieces.push(html.slice(from));
  const original = {
    title: titleAt[0],
    description: descriptionAt?.[0] ?? '',
    head: '',
    root: ROOT,
  };
  return {
    html,
    render(parts) {
      const slots = {
        title: parts.title === undefined ? original.title : `<title>${escapeHtml(parts.title)}</title>`,
        description:
          parts.description === undefined
            ? original.description
            : `<meta name="description" content="${escapeHtml(parts.description)}"/>`,
        head: parts.head,
        root: `<div id="root">${parts.root ?? ''}</div>${parts.body ?? ''}`,
      };
      let out = pieces[0] ?? '';
      cuts.forEach((cut, i) => {
        out += slots[cut.slot] + (pieces[i + 1] ?? '');
      });
      return out;
    },
  };
}

/**
 * A page whose screen is the 1200 px page with a side column (`mx-auto max-w-page px-4 py-6`, a
 * main column beside 320 px from 1024 px on): a meeting, the community home. Its text sits in the
 * main column as the screen lays it out, at every width: the meeting's head card (its poster, 16:9
 * at the card's width on a phone, 360 × 203 beside the title from 768 px on as the screen's box
 * rounds it) and the home's heading and feed card. The poster is the same picture at the same
 * place and size as the screen's, so the screen's repaint of it is no larger paint and nothing
 * moves; the feed's words are the screen's size on lines a pixel taller (25 px, the screen's 24),
 * so the screen's same paragraph is no larger either. A renderer gives it as its page's `style`.
 */
export const WIDE_PAGE_STYLE =
  '.portal-page-wide{box-sizing:border-box;max-width:1200px;margin:0 auto;padding:0 16px 24px;color:var(--color-ink,#1f2329);overflow-wrap:break-word}' +
  '.portal-page-frame.portal-page-wide{padding-top:88px}main .portal-page-frame.portal-page-wide{padding-top:24px}' +
  '.portal-page-wide a{color:inherit;text-decoration:none}' +
  '.portal-page-wide>h1{font-size:24px;line-height:32px;font-weight:600;margin:0 0 16px}' +
  '.portal-page-head{display:flex;flex-direction:column;gap:20px;padding:20px;background:#fff;border-radius:8px}' +
  '.portal-page-poster{display:block;box-sizing:border-box;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:6px;background:var(--color-surface,#f7f8fa);flex-shrink:0}' +
  '.portal-page-head h1{font-size:20px;line-height:32px;font-weight:600;margin:0}' +
  '.portal-page-wide .portal-page-byline{font-size:14px;line-height:24px;color:var(--color-ink-mute,#656f7c)}' +
  '.portal-page-card{padding:12px 20px;background:#fff;border-radius:8px}.portal-page-head+.portal-page-card,.portal-page-player+.portal-page-card{margin-top:16px}' +
  // the player's box (meeting pages): 15 px in where the screen's is 16, so its poster is a little wider
  '.portal-page-player{margin-top:16px;padding:15px;background:#fff;border-radius:8px}.portal-page-player img{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;border-radius:6px;background:#000}' +
  '.portal-page-card p{font-size:14px;line-height:25px;color:var(--color-ink-soft,#4e5969);margin:8px 0 0}' +
  '.portal-page-card section{padding:16px 0;border-bottom:1px solid var(--color-line,#e5e6eb)}.portal-page-card section:last-child{border-bottom:0}' +
  '.portal-page-card h2{font-size:16px;line-height:24px;font-weight:600;margin:0}' +
  '@media (min-width:768px){.portal-page-head{flex-direction:row}.portal-page-poster{width:360px;height:203px}}' +
  '@media (min-width:1024px){.portal-page-main{margin-right:336px}}';

/**
 * The server's text where the page's screen will show it: the detail column of a desktop page
 * (below the 64 px header, 80 px in from the 1200 px page, a white card) and the whole width on a
 * phone, in the portal's type. Only until the screen replaces it; never in the way of a layout.
 * Its lines are a little taller than the screen's (30 px, the screen's 29.6): the screen's same
 * paragraph, painted later, is then no larger, and the largest contentful paint stays the server's
 * (an equal size lost to pixel rounding would count the screen's repaint as the page's main paint).
 */
const PAGE_TEXT_STYLE =
  // padding, not margin, above the card: a margin would collapse through #root into the body and
  // move the whole page when the screen replaces the text (a layout shift)
  // until the page's screen renders, the shell keeps the text in its page area, below its 64 px
  // header (apps/shell/src/remotes/server-page.tsx): the same place, less the header
  '<style>.portal-page-frame{padding-top:88px}main .portal-page-frame{padding-top:24px}' +
  '.portal-page-text{box-sizing:border-box;max-width:764px;margin-left:calc(max(0px,(100% - 1200px)/2) + 96px);padding:32px;background:#fff;border-radius:8px;color:var(--color-ink,#1f2329);font-size:16px;line-height:30px;overflow-wrap:break-word}' +
  '.portal-page-text h1{font-size:28px;font-weight:600;line-height:1.375;margin:0 0 16px}' +
  '.portal-page-text p{margin:16px 0 0}.portal-page-text figure{margin:16px 0 0}.portal-page-text img{max-width:100%;height:auto}.portal-page-text h1+p{font-size:14px;color:var(--color-ink-mute,#656f7c)}' +
  // a lead picture across the whole card, its padding included (a course's poster)
  '.portal-page-text .portal-page-bleed{display:block;box-sizing:border-box;width:calc(100% + 64px);max-width:none;height:auto;aspect-ratio:16/9;object-fit:cover;margin:16px -32px 0;background:#000}' +
  '.portal-page-text h2{font-size:18px;font-weight:600;line-height:1.5;margin:24px 0 0}.portal-page-text ul{margin:8px 0 0;padding-left:20px}.portal-page-text a{color:inherit}' +
  '@media (max-width:1023px){.portal-page-frame{padding-top:64px}main .portal-page-frame{padding-top:0}.portal-page-text{max-width:none;margin-left:0;padding:16px}.portal-page-text .portal-page-bleed{width:calc(100% + 32px);margin:16px -16px 0}.portal-page-text h1{font-size:22px}}</style>';

const NOINDEX = '<meta name="robots" content="noindex"/>';

/** A page with its item: the head's tags for search engines and link previews, the text, the data. */
export function pageDocument(
  template: ShellTemplate,
  page: { view: PageView; firstData: FirstData; canonical: string; origin: string; preload: string },
): string {
  const { head } = page.view;
  const title = head.titleComplete ? head.title : `${head.title} - ${SITE_NAME}`;
  const description = clip(head.description || head.title, DESCRIPTION_CHARS);
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}"/>`;
  const tags = [
    head.noindex ? NOINDEX : '',
    `<link rel="canonical" href="${escapeHtml(page.canonical)}"/>`,
    meta('og:site_name', SITE_NAME),
    meta('og:type', head.ogType ?? 'article'),
    meta('og:title', head.title),
    meta('og:description', description),
    meta('og:url', page.canonical),
    head.image ? meta('og:image', absoluteAddress(page.origin, head.image)) : '',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}"/>`,
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
    // a page laid out otherwise than the detail pages brings its own
    page.view.style ? `<style>${page.view.style}</style>` : PAGE_TEXT_STYLE,
    page.preload,
  ].join('');
  const firstData = page.firstData.entries.length
    ? `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">${scriptJson(page.firstData)}</script>`
    : '';
  return template.render({ title, description, head: tags, root: page.view.main, body: firstData });
}

/** The shell for a page search engines must not index: an item that is not there, a private page. */
export function noindexDocument(template: ShellTemplate): string {
  return template.render({ head: NOINDEX });
}
