import { beijingDate } from '@portal/api/beijing-time';
import type { InfoItem } from '@portal/api/contract/info';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { resolveJump } from '@portal/api/jump-rules';
import { searchPageUrl } from '@portal/api/links';
import { homePage } from '@portal/api/pages/home';
import { HOME_MESSAGES } from '@portal/api/rules/home';
import { SITE_NAME } from '../../../web/page-document';
import { escapeHtml, isPictureAddress } from '../../../web/page-html';
import { answerOf, type PageContext, type PageRenderer, type PageView } from '../../../web/pages';

/**
 * The home page `/` as HTML (issue 24). The page is the shell's, so its renderer is the portal
 * area's (the shell's frame on the server); its widgets' data are other areas' (the news:
 * content; today's meetings: meetings), which it reads as every page's first data is read: the
 * API's answers to the calls `@portal/api/pages/home` declares, never their tables nor their code
 * (docs/architecture.md, "The home page: the portal area's, from the API's answers").
 *
 * The HTML is the home's first screen where the shell will draw it: the hero, the news widget's
 * rows with their first cover, the channel entries. The shell then draws its own hero and entries
 * over the same places, and keeps the news rows' very nodes in the news slot until the content
 * remote's widget renders from the same answers (`apps/shell/src/remotes/widget-slot.tsx`), so the
 * page's largest paint comes from the HTML and nothing moves on the way.
 */

/**
 * The words of the first screen: the head's own, then the shell's and the news widget's, declared
 * once for them and this page (`@portal/api/rules/home`), so the swap changes no line.
 */
const text = {
  title: '神经外科医生的专业平台',
  description:
    '脑医汇：神经外科医生的专业门户，汇集学术会议直播与回放、病例交流、云课堂、前沿资讯与问答社区。',
  ...HOME_MESSAGES,
} as const;

/**
 * The news slot's id in the shell (`remoteModuleId(remote, expose)` of the home's news widget): the
 * shell finds the rows it keeps by it.
 */
export const NEWS_WIDGET_PART = 'content/widgets/NewsFeed';

/**
 * The home's first screen in the shell's measures (Tailwind's values of `HomePage`, `WidgetSlot`
 * and the content remote's `NewsFeed`), under a 64 px gap for the header the shell adds. Classes of
 * its own, not the shell's utilities: the shell's sheet holds only the utilities its own code uses.
 * A property that differs between phone and desktop is written for both (the news grid at 768 px,
 * the columns at 1024 px, as the screens switch).
 */
const HOME_STYLE = [
  '.portal-home{box-sizing:border-box;min-height:calc(100vh + 64px);padding-top:64px}',
  '.portal-home-page{margin:0 auto;width:100%;max-width:1200px;padding:32px 16px}',
  '.portal-home-hero{border-radius:12px;padding:48px 32px;color:#fff;background-image:linear-gradient(to right in oklab,var(--color-brand-700,#1858c4),var(--color-brand-500,#3b82f6))}',
  '.portal-home-hero h1{margin:0;font-size:30px;line-height:36px;font-weight:700;letter-spacing:.025em}',
  '.portal-home-hero p{margin:12px 0 0;max-width:672px;font-size:16px;line-height:24px;color:rgb(255 255 255/.9)}',
  '.portal-home-columns{margin-top:32px;display:grid;align-items:start;gap:24px}',
  '.portal-home-main,.portal-home-aside{display:flex;flex-direction:column;gap:24px;min-width:0}',
  '.portal-home-card{border-radius:8px;background:#fff;box-shadow:0 0 0 1px var(--color-line,#e5e6eb),0 1px 3px 0 #0000001a,0 1px 2px -1px #0000001a}',
  '.portal-home-slot{padding:20px;min-height:500px}',
  '.portal-home-news-head{margin-bottom:16px;display:flex;align-items:center;justify-content:space-between}',
  '.portal-home-news-head h2{margin:0;font-size:18px;line-height:28px;font-weight:600;color:var(--color-ink,#1f2329)}',
  '.portal-home-news-head a{font-size:14px;line-height:20px;color:var(--color-ink-mute,#656f7c);text-decoration:none}',
  '.portal-home-news{margin:0;padding:0;list-style:none;display:grid;gap:16px}',
  '.portal-home-news a{display:flex;gap:12px;color:inherit;text-decoration:none}',
  '.portal-home-cover{display:block;flex-shrink:0;overflow:hidden;border-radius:6px;background:var(--color-surface,#f7f8fa)}',
  '.portal-home-cover img{display:block;width:100%;height:100%;object-fit:cover}',
  '.portal-home-item{display:flex;min-width:0;flex:1 1 0%;flex-direction:column;padding:2px 0}',
  '.portal-home-item>span{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:3;overflow:hidden;font-size:15px;line-height:24px;font-weight:500;color:var(--color-ink,#1f2329)}',
  '.portal-home-item>time{margin-top:auto;padding-top:8px;font-size:12px;line-height:16px;color:var(--color-ink-mute,#656f7c)}',
  '.portal-home-entries{margin:0;padding:0;list-style:none;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:12px}',
  '.portal-home-entries a{display:flex;height:100%;flex-direction:column;gap:4px;padding:16px;text-decoration:none}',
  '.portal-home-entries b{font-size:16px;line-height:24px;font-weight:600;color:var(--color-ink,#1f2329)}',
  '.portal-home-entries small{font-size:12px;line-height:16px;color:var(--color-ink-mute,#656f7c)}',
  '@media (max-width:767px){.portal-home-cover{width:120px;height:68px}.portal-home-news{grid-template-columns:none}}',
  '@media (min-width:768px){.portal-home-cover{width:220px;height:124px}.portal-home-news{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  '@media (max-width:1023px){.portal-home-columns{grid-template-columns:none}}',
  '@media (min-width:1024px){.portal-home-columns{grid-template-columns:minmax(0,1fr) 320px}}',
].join('');

/** one row of the news widget: its cover (the first fetched at once: the page's largest paint on a desktop), title and date */
function newsRow(item: InfoItem, first: boolean): string {
  const target = resolveJump({ type: 'info', id: item.infoId, url: item.url });
  const date = beijingDate(item.publishDate);
  const cover = isPictureAddress(item.infoImg)
    ? `<img src="${escapeHtml(item.infoImg)}" alt="" width="220" height="124"${
        first ? ' fetchpriority="high"' : ' loading="lazy"'
      }/>`
    : '';
  const inner = `<span class="portal-home-cover">${cover}</span><span class="portal-home-item"><span>${escapeHtml(
    item.infoTitle,
  )}</span><time datetime="${escapeHtml(date)}">${escapeHtml(date)}</time></span>`;
  const title = escapeHtml(item.infoTitle);
  if (target.kind !== 'link') return `<li><span title="${title}">${inner}</span></li>`;
  const newTab = target.newTab ? ' target="_blank" rel="noopener"' : '';
  return `<li><a href="${escapeHtml(target.url)}"${newTab} title="${title}">${inner}</a></li>`;
}

/** the news widget's content (its heading and rows), which the shell moves into its slot */
function newsPart(items: readonly InfoItem[] | undefined): string {
  // no answer (the list failed): the heading alone; the widget asks when it arrives
  const rows = items?.length
    ? `<ul aria-label="${text.newsFeed.listLabel}" class="portal-home-news">${items
        .map((item, i) => newsRow(item, i === 0))
        .join('')}</ul>`
    : '';
  return `<div data-server-part="${NEWS_WIDGET_PART}"><div class="portal-home-news-head"><h2>${
    text.newsFeed.title
  }</h2><a href="/info">${text.newsFeed.more}</a></div>${rows}</div>`;
}

function entries(): string {
  return `<nav aria-label="${text.entriesLabel}"><ul class="portal-home-entries">${text.entries
    .map(
      (entry) =>
        `<li><a class="portal-home-card" href="${entry.to}"><b>${entry.label}</b><small>${entry.note}</small></a></li>`,
    )
    .join('')}</ul></nav>`;
}

function homeView([news]: readonly unknown[], context: PageContext): PageView {
  const items = news === undefined ? undefined : answerOf(infoEndpoints.list, news).list;
  const site = `${context.origin}/`;
  const organization = { '@type': 'Organization', '@id': `${site}#organization`, name: SITE_NAME, url: site };
  return {
    head: {
      title: `${SITE_NAME} - ${text.title}`,
      titleComplete: true,
      description: text.description,
      ogType: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@graph': [
          {
            '@type': 'WebSite',
            '@id': `${site}#website`,
            url: site,
            name: SITE_NAME,
            description: text.description,
            inLanguage: 'zh-CN',
            publisher: { '@id': organization['@id'] },
            potentialAction: {
              '@type': 'SearchAction',
              target: {
                '@type': 'EntryPoint',
                // the placeholder's braces stay as they are: encoded, they would be no placeholder
                urlTemplate: `${context.origin}${searchPageUrl('')}{search_term_string}`,
              },
              'query-input': 'required name=search_term_string',
            },
          },
          organization,
        ],
      },
    },
    style: HOME_STYLE,
    main: `<div class="portal-home"><div class="portal-home-page"><section class="portal-home-hero"><h1>${
      text.heroTitle
    }</h1><p>${text.heroSubtitle}</p></section><div class="portal-home-columns"><div class="portal-home-main"><section aria-label="${
      text.newsLabel
    }" class="portal-home-card portal-home-slot">${newsPart(items)}</section></div><aside class="portal-home-aside">${entries()}</aside></div></div></div>`,
  };
}

/** The shell's pages the server renders: the home page. */
export const PORTAL_PAGES: readonly PageRenderer[] = [
  {
    page: homePage,
    listing: true,
    view: homeView,
  },
];
