import type { SearchResponse, SearchResultItem } from '@portal/api/contract/search';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { jumpUrl, safeGivenUrl } from '@portal/api/jump-rules';
import { departmentUrl, interpretingVideoUrl, isAbsoluteHttp } from '@portal/api/links';
import { searchResultsPage } from '@portal/api/pages/search';
import { bookUrl } from '@portal/api/rules/account-wallet';
import {
  effectiveSearchOrder,
  hasBrandToggle,
  hasEssencesToggle,
  readSearchAddress,
  SEARCH_BAR_TABS,
  SEARCH_DATE_CHOICES,
  SEARCH_DATE_PRESETS,
  SEARCH_MORE_TABS,
  SEARCH_TABS,
  type SearchAddress,
  type SearchTab,
  searchAddressParams,
  searchAddressWith,
  searchOrderLabel,
  searchTabOrders,
  SEARCH_MESSAGES as t,
} from '@portal/api/rules/search';
import { clip, escapeHtml, isPictureAddress } from '../../../web/page-html';
import { answerOf, type PageRenderer, type PageView } from '../../../web/pages';

/**
 * The search results page as HTML (issue 24). Its first data is the first page of the address's
 * search, under the key the screen's list reads; its text is that page drawn where the screen draws
 * it (the card, the heading, the tabs, the sort and date bars, the results with their covers), so
 * the screen's first render replaces it in place and the first cover, the page's largest paint on a
 * phone, is painted from the HTML. Results pages are kept out of search engines (`noindex`), as
 * engines ask of a site's internal search, but are real pages for link previews and readers
 * without scripts. The keywords are the reader's own input: read bounded (`readSearchAddress`),
 * and escaped wherever they go.
 */

/** how many results the description names */
const DESCRIBED = 3;

/** a result as the page's text shows it: its tag, title, summary, cover and address */
interface ResultText {
  label: string;
  title: string;
  summary?: string;
  cover?: string;
  /** the cover's size from md up (a phone shows 60 % of it), as the screen's cards have it */
  size: readonly [number, number];
  href: string | null;
  /** a user's avatar is round */
  round?: boolean;
  /** the same size on a phone (an avatar, an advertisement's picture) */
  fixed?: boolean;
  meta?: string;
  sponsored?: boolean;
}

const WIDE = [200, 112] as const;
const SQUARE = [112, 112] as const;
const views = (n: number) => `${t.views} ${n}`;

function resultText(item: SearchResultItem): ResultText | null {
  const types = t.resultTypes;
  switch (item.type) {
    case 'info': {
      const i = item.info;
      return {
        label: types.info,
        title: i.infoTitle,
        summary: i.searchDescription,
        cover: i.infoImg,
        size: WIDE,
        href: jumpUrl({ type: 'info', id: i.infoId, url: i.url }),
        meta: views(i.showViews),
      };
    }
    case 'mp_article': {
      const a = item.mp_article;
      return {
        label: a.type === 'case' ? types.mp_article : types.article,
        title: a.title,
        summary: a.description,
        cover: a.cover,
        size: WIDE,
        href: jumpUrl({ type: 'mparticle', id: a.id }),
        meta: views(a.showViews),
      };
    }
    case 'elab': {
      const e = item.elab;
      return {
        label: types.elab,
        title: e.caseName,
        summary: e.shareDesc,
        cover: e.image,
        size: WIDE,
        href: jumpUrl({ type: 'elab_case_detail', id: e.id }),
        meta: views(e.views),
      };
    }
    case 'meeting': {
      const m = item.meeting;
      return {
        label: types.meeting,
        title: m.meetingName,
        cover: m.appMainPic || m.titlePic,
        size: WIDE,
        href: jumpUrl({ type: 'meeting', id: m.id }),
        meta: views(m.showViews),
      };
    }
    case 'ocs_course': {
      const c = item.ocs_course;
      return {
        label: types.ocs_course,
        title: c.name,
        cover: c.cover,
        size: WIDE,
        href: jumpUrl({ type: 'ocscourse', id: c.id }),
        meta: views(c.showViews),
      };
    }
    case 'user': {
      const u = item.user;
      return {
        label: types.user,
        title: u.realName,
        summary: [u.company, u.department].filter(Boolean).join(' · '),
        cover: u.avatarAddress,
        size: [56, 56],
        round: true,
        fixed: true,
        href: null,
      };
    }
    case 'interpreting_video': {
      const v = item.interpreting_video;
      return {
        label: types.interpreting_video,
        title: v.videoName,
        summary: v.description,
        cover: v.cover,
        size: WIDE,
        href: interpretingVideoUrl(v.id),
        meta: views(v.views),
      };
    }
    case 'guide': {
      const g = item.guide;
      return {
        label: g.kindName || types.guide,
        title: g.title,
        summary: g.summary,
        size: WIDE,
        href: safeGivenUrl(g.url),
        meta: views(g.views),
      };
    }
    case 'shortVideo': {
      const v = item.shortVideo;
      return {
        label: types.shortVideo,
        title: v.title,
        summary: v.description,
        cover: v.cover,
        size: WIDE,
        href: jumpUrl({ type: 'shortVideo', id: v.id }),
        meta: views(v.views),
      };
    }
    case 'mcs_competition': {
      const c = item.mcs_competition;
      return {
        label: types.mcs_competition,
        title: c.name,
        summary: c.description,
        cover: c.coverImage,
        size: WIDE,
        href: jumpUrl({ type: 'shortVideoCompetition', id: c.id, url: c.competitionUrl }),
      };
    }
    case 'community_qa': {
      const q = item.community_qa;
      return {
        label: types.community_qa,
        title: q.title,
        summary: q.text,
        size: WIDE,
        href: jumpUrl({ type: 'community_question', id: q.id }),
        meta: views(q.views),
      };
    }
    case 'merchandise': {
      const b = item.merchandise;
      return {
        label: types.merchandise,
        title: b.name,
        summary: b.introduction,
        cover: b.cover,
        size: [96, 128],
        href: bookUrl(b.id),
      };
    }
    case 'department': {
      const d = item.department;
      return {
        label: types.department,
        title: d.name,
        summary: d.hospitalGroupName,
        cover: d.iconUrl,
        size: [64, 64],
        href: departmentUrl(d.id),
      };
    }
    case 'bms_product': {
      const p = item.bms_product;
      return {
        label: types.bms_product,
        title: p.name,
        cover: p.image,
        size: SQUARE,
        href: jumpUrl({ type: 'product', id: p.id, categoryId: p.brandProductLine?.categoryId ?? '-' }),
      };
    }
    case 'bms_brand_product_line': {
      const l = item.bms_brand_product_line;
      return {
        label: types.bms_brand_product_line,
        title: l.name,
        cover: l.shareImage,
        size: SQUARE,
        href: jumpUrl({ type: 'brandProductLine', id: l.id, categoryId: l.categoryId }),
      };
    }
    case 'advertisement': {
      const ad = item.advertisement;
      return {
        label: types.advertisement,
        title: ad.name,
        cover: ad.image,
        size: [196, 110],
        fixed: true,
        href: safeGivenUrl(ad.clickLocation),
        sponsored: true,
      };
    }
    default:
      return null;
  }
}

/** the page's link with `changes` (null removes), as the screen's links build it */
const addressWith = (params: URLSearchParams, changes: Record<string, string | null>) =>
  escapeHtml(`/search${searchAddressWith(params, changes)}`);

/** a choice of a bar: a link that puts its value in the address, as the screen's are */
const choice = (kind: 'tab' | 'pill', label: string, selected: boolean, href: string, count?: number) =>
  `<a class="ps-${kind}${selected ? ' ps-on' : ''}" href="${href}" rel="nofollow"${
    selected ? ' aria-current="true"' : ''
  }>${escapeHtml(label)}${count === undefined ? '' : `<span class="ps-count">${count}</span>`}</a>`;

function tabsHtml(address: SearchAddress, params: URLSearchParams, counts: Record<string, number>): string {
  const tab = (code: SearchTab) =>
    choice(
      'tab',
      t.tabs[code],
      code === address.tab,
      addressWith(params, {
        type: code === SEARCH_TABS.all ? null : code,
        order: null,
        essences: null,
        bmsAuth: null,
      }),
      counts[code],
    );
  const inMore = SEARCH_MORE_TABS.includes(address.tab);
  // 更多 opens a menu on the screen; here it is its label (and the tab it holds, when current)
  const more = `<span class="ps-tab${inMore ? ' ps-on' : ''}">${escapeHtml(
    inMore ? `${t.more} · ${t.tabs[address.tab]}` : t.more,
  )}</span>`;
  return `<nav class="ps-tabs" aria-label="${escapeHtml(t.tabsLabel)}">${SEARCH_BAR_TABS.map(tab).join('')}${more}</nav>`;
}

function barsHtml(address: SearchAddress, params: URLSearchParams): string {
  const order = effectiveSearchOrder(address.tab, params.get('order'));
  const orders = searchTabOrders(address.tab).map((code) =>
    choice(
      'pill',
      searchOrderLabel(address.tab, code),
      code === order,
      addressWith(params, { order: code || null }),
    ),
  );
  const toggles = [
    hasEssencesToggle(address.tab)
      ? choice(
          'pill',
          t.sort.essences,
          address.essences,
          addressWith(params, { essences: address.essences ? null : '1' }),
        )
      : '',
    hasBrandToggle(address.tab)
      ? choice(
          'pill',
          t.sort.brandCertified,
          address.brandCertified,
          addressWith(params, { bmsAuth: address.brandCertified ? null : '1' }),
        )
      : '',
  ].join('');
  // 自定义 opens two date fields on the screen: here its label only (below)
  const presets = SEARCH_DATE_CHOICES.filter(({ code }) => code !== SEARCH_DATE_PRESETS.custom);
  const dates = presets.map(({ code, label }) =>
    choice(
      'pill',
      label,
      code === address.datePreset,
      addressWith(params, { orderRule: code || null, firstTime: null, lastTime: null }),
    ),
  );
  const custom = `<span class="ps-pill${address.datePreset === SEARCH_DATE_PRESETS.custom ? ' ps-on' : ''}">${escapeHtml(
    t.dates.custom,
  )}</span>`;
  return (
    `<div class="ps-bar ps-sort"><nav class="ps-pills" aria-label="${escapeHtml(t.sort.label)}">${orders.join('')}</nav>${toggles}</div>` +
    `<div class="ps-bar"><span class="ps-mute">${escapeHtml(t.dates.label)}</span><nav class="ps-pills" aria-label="${escapeHtml(
      t.dates.label,
    )}">${dates.join('')}${custom}</nav></div>`
  );
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` escaped, with the answer's highlight words marked as the screen marks them (longest first) */
function marked(text: string, words: readonly string[]): string {
  const usable = [...new Set(words.map((w) => w.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (usable.length === 0) return escapeHtml(text);
  const pattern = new RegExp(`(${usable.map(escapeRegExp).join('|')})`, 'gi');
  return text
    .split(pattern)
    .map((piece, i) => (i % 2 === 1 ? `<mark class="ps-hit">${escapeHtml(piece)}</mark>` : escapeHtml(piece)))
    .join('');
}

function resultHtml(result: ResultText, first: boolean, words: readonly string[]): string {
  const [w, h] = result.size;
  // the first covers may be the page's largest paint: fetched at once and first (a slow link is
  // busy with the page's scripts); the rest when near
  const cover =
    result.cover !== undefined
      ? `<span class="ps-cover${result.round ? ' ps-round' : ''}${result.fixed ? ' ps-fixed' : ''}" style="--w:${w}px;--h:${h}px">${
          result.cover && isPictureAddress(result.cover)
            ? `<img src="${escapeHtml(result.cover)}" alt="" width="${w}" height="${h}"${first ? ' fetchpriority="high"' : ' loading="lazy"'}/>`
            : ''
        }</span>`
      : '';
  const body = `${cover}<span class="ps-body"><span class="ps-head"><span class="ps-label">${escapeHtml(
    result.label,
  )}</span><span class="ps-title">${marked(result.title, words)}</span></span>${
    result.summary ? `<span class="ps-summary">${marked(result.summary, words)}</span>` : ''
  }${result.meta ? `<span class="ps-meta">${escapeHtml(result.meta)}</span>` : ''}</span>`;
  const external = result.href !== null && isAbsoluteHttp(result.href);
  const rel = result.sponsored ? 'noopener noreferrer sponsored' : 'noopener';
  return `<li>${
    result.href
      ? `<a class="ps-result" href="${escapeHtml(result.href)}"${external || !result.sponsored ? ` target="_blank" rel="${rel}"` : ''}>${body}</a>`
      : `<span class="ps-result">${body}</span>`
  }</li>`;
}

/**
 * The page's own frame, where the screen draws it: the 1200 px page below the 64 px header, a card
 * beside the 300 px side column (from lg), the card's heading row, the tabs (their counts from md
 * up, as the screen's), the bars, then the results with their covers at 60 % on a phone. Classes are
 * the page's own (`ps-`): the remote's stylesheet is not loaded yet, and must not be needed.
 */
const SEARCH_PAGE_STYLE =
  '.portal-search-frame{padding-top:88px}main .portal-search-frame{padding-top:24px}' +
  '.ps-page{box-sizing:border-box;display:flex;gap:24px;max-width:1200px;margin:0 auto;padding:0 16px 24px}' +
  '.ps-card{flex:1;min-width:0;background:#fff;border-radius:8px;padding:20px 16px;color:var(--color-ink,#1f2329)}' +
  '.ps-side{width:300px;flex-shrink:0}' +
  '.ps-top{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;margin-bottom:16px}' +
  '.ps-top h1{margin:0;font-size:20px;line-height:28px;font-weight:600}' +
  '.ps-entries{width:301px;max-width:100%;height:28px}' +
  '.ps-tabs{display:flex;flex-wrap:wrap;align-items:flex-end;gap:8px 24px;border-bottom:1px solid var(--color-line,#e5e6eb);font-size:15px;line-height:1.5}' +
  '.ps-tab{white-space:nowrap;border-bottom:2px solid transparent;padding:0 4px 8px;color:var(--color-ink-soft,#4e5969);text-decoration:none}' +
  '.ps-tab.ps-on{border-color:var(--color-brand,#1a66db);font-weight:600;color:var(--color-brand,#1a66db)}' +
  '.ps-count{margin-left:4px;font-size:12px;line-height:16px;color:var(--color-ink-mute,#656f7c)}' +
  '.ps-bar{display:flex;flex-wrap:wrap;align-items:center;gap:8px;margin-top:8px;font-size:14px;line-height:20px}.ps-sort{margin-top:12px}' +
  '.ps-pills{display:flex;flex-wrap:wrap;align-items:center;gap:8px}' +
  '.ps-pill{border-radius:9999px;padding:4px 12px;color:var(--color-ink-soft,#4e5969);text-decoration:none}' +
  '.ps-pill.ps-on{background:var(--color-brand-50,#eef5ff);font-weight:600;color:var(--color-brand,#1a66db)}' +
  '.ps-mute{color:var(--color-ink-mute,#656f7c)}' +
  '.ps-list{margin:8px 0 0;padding:0;list-style:none}.ps-list li{border-bottom:1px solid var(--color-line,#e5e6eb);padding:16px 0}.ps-list li:last-child{border-bottom:0}' +
  '.ps-result{display:flex;gap:12px;min-width:0;color:inherit;text-decoration:none}' +
  '.ps-cover{display:block;flex-shrink:0;overflow:hidden;border-radius:6px;background:var(--color-surface,#f7f8fa);width:calc(var(--w)*.6);height:calc(var(--h)*.6)}' +
  '.ps-cover img{display:block;width:100%;height:100%;object-fit:cover}.ps-round{border-radius:9999px}' +
  '.ps-cover.ps-fixed{width:var(--w);height:var(--h)}' +
  '.ps-body{display:flex;flex:1;flex-direction:column;min-width:0}.ps-head{display:flex;align-items:flex-start;gap:8px}' +
  '.ps-label{flex-shrink:0;margin-top:2px;border-radius:4px;background:var(--color-brand-50,#eef5ff);padding:2px 6px;font-size:12px;line-height:1;color:var(--color-brand,#1a66db)}' +
  '.ps-title{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;font-size:16px;line-height:1.375;font-weight:600}' +
  '.ps-summary{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;margin-top:8px;font-size:14px;line-height:24px;color:var(--color-ink-soft,#4e5969)}' +
  '.ps-meta{margin-top:auto;padding-top:8px;font-size:12px;line-height:16px;color:var(--color-ink-mute,#656f7c);text-align:right}' +
  '.ps-hit{color:var(--color-brand,#1a66db);background:transparent}' +
  '.ps-empty{padding:32px 0;text-align:center;font-size:14px;color:var(--color-ink-mute,#656f7c)}' +
  '@media (max-width:767px){.ps-count{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}}' +
  '@media (min-width:768px){.ps-card{padding:20px 24px}.ps-result{gap:16px}.ps-cover{width:var(--w);height:var(--h)}}' +
  '@media (max-width:1023px){.ps-side{display:none}}';

function searchView(answer: SearchResponse | undefined, reached: URLSearchParams): PageView {
  // the links carry the address's own parameters only, bounded: not whatever else it was padded with
  const params = searchAddressParams(reached);
  const address = readSearchAddress(params);
  const results = (answer?.list ?? []).map(resultText).filter((r): r is ResultText => r !== null);
  const total = answer?.page.totalCount;
  const named = results
    .slice(0, DESCRIBED)
    .map((r) => r.title)
    .join('；');
  const heading = address.keywords ? t.heading(address.keywords) : t.headingEmpty;
  const description = address.keywords
    ? clip(`${heading}${total !== undefined ? `，共 ${total} 条` : ''}${named ? `：${named}` : ''}`, 160)
    : t.enterKeyword;
  const list = !address.keywords
    ? `<p class="ps-empty">${escapeHtml(t.enterKeyword)}</p>`
    : answer === undefined
      ? ''
      : results.length === 0
        ? `<p class="ps-empty">${escapeHtml(t.empty)}</p>`
        : `<ul class="ps-list">${results.map((r, i) => resultHtml(r, i === 0, (answer?.highlight ?? []).slice(0, 50))).join('')}</ul>`;
  return {
    head: {
      title: t.pageTitle(address.keywords),
      description,
      ogType: 'website',
      // a site's internal search results are no page for a search engine's index
      noindex: true,
    },
    style: SEARCH_PAGE_STYLE,
    main:
      `<div class="portal-search-frame"><div class="ps-page"><div class="ps-card">` +
      `<div class="ps-top"><h1>${escapeHtml(heading)}</h1><span class="ps-entries"></span></div>` +
      `${tabsHtml(address, params, answer?.counts ?? {})}${barsHtml(address, params)}${list}` +
      `</div><div class="ps-side"></div></div></div>`,
  };
}

/** the address as the screen reads it, for the canonical address: the words bounded, the tab named */
function canonicalQuery(params: URLSearchParams): URLSearchParams {
  const address = readSearchAddress(params);
  const query = new URLSearchParams();
  if (address.keywords) query.set('keywords', address.keywords);
  if (address.tab !== SEARCH_TABS.all) query.set('type', address.tab);
  return query;
}

export const SEARCH_PAGES: readonly PageRenderer[] = [
  {
    page: searchResultsPage,
    listing: true,
    canonicalQuery,
    view: ([first], context) =>
      searchView(first === undefined ? undefined : answerOf(searchEndpoints.query, first), context.params),
  },
];
