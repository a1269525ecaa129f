import type { ColumnDetail, ContentEntry, WeeklyDetail } from '@portal/api/contract/weeklies-columns';
import { weekliesColumnsEndpoints } from '@portal/api/endpoints/weeklies-columns';
import type { FirstQuery } from '@portal/api/first-data';
import { jumpUrl } from '@portal/api/jump-rules';
import { columnPage, typedColumnPage, weeklyPage } from '@portal/api/pages/content';
import type { FastifyInstance } from 'fastify';
import { absoluteAddress, escapeHtml, pageText } from '../../../web/page-html';
import { isoTime, itemListLd, SITE_PUBLISHER } from '../../../web/page-ld';
import { answerOf, issuedOnce, type PageContext, type PageRenderer, type PageView } from '../../../web/pages';
import { linkList } from './page-text';

/**
 * A weekly's issue and a column as HTML (issue 24): each is a list of news items and user
 * articles, so the text is the heading, what the issue or column says of itself and its items as
 * links (crawlers follow them), and the JSON-LD a PublicationIssue or a CollectionPage whose items
 * are those links.
 */

/** an item's address as its card links it: a news item by the link given with it, an article by id */
const entryUrl = (entry: ContentEntry) =>
  jumpUrl(
    entry.jumpType === 'info'
      ? { type: 'info', id: entry.id, url: entry.url }
      : { type: 'mparticle', id: entry.id },
  );

const entryLinks = (entries: readonly ContentEntry[]) =>
  entries.map((entry) => ({ href: entryUrl(entry), text: entry.title }));

/** the items as schema.org reads a list of links (what has no address of its own is left out) */
function itemList(entries: readonly ContentEntry[], context: PageContext) {
  const listed = entries.flatMap((entry) => {
    const url = entryUrl(entry);
    return url ? [{ url, name: entry.title }] : [];
  });
  return itemListLd(context.origin, listed);
}

/** the screen's own title (`《name》第N期`, the apps' messages), so the tab reads the same before and after */
const issueTitle = (weekly: WeeklyDetail) => `《${weekly.weeklyName}》第${weekly.issueNo}期`;

function weeklyView(weekly: WeeklyDetail, context: PageContext): PageView {
  const title = issueTitle(weekly);
  const entries = weekly.sections.flatMap((section) => section.items);
  const description = weekly.summary || `${title}：${entries.map((e) => e.title).join('；')}`;
  const published = isoTime(weekly.publishDate);
  return {
    head: {
      title,
      description,
      ...(weekly.cover ? { image: weekly.cover } : {}),
      ogType: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'PublicationIssue',
        name: title,
        issueNumber: String(weekly.issueNo),
        description,
        datePublished: published,
        url: context.canonical,
        ...(weekly.cover ? { image: [absoluteAddress(context.origin, weekly.cover)] } : {}),
        isPartOf: { '@type': 'Periodical', name: weekly.weeklyName, publisher: SITE_PUBLISHER },
        hasPart: itemList(entries, context),
      },
    },
    main: pageText(
      title,
      published.slice(0, 10),
      `${weekly.summary ? `<p>${escapeHtml(weekly.summary)}</p>` : ''}${weekly.sections
        .map((section) => linkList(section.name, entryLinks(section.items)))
        .join('')}`,
    ),
  };
}

function columnView(column: ColumnDetail, items: ContentEntry[] | undefined, context: PageContext): PageView {
  const author = column.creator?.realName;
  const description = column.description || column.title;
  return {
    head: {
      title: column.title,
      description,
      ...(column.cover ? { image: column.cover } : {}),
      ogType: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'CollectionPage',
        name: column.title,
        description,
        url: context.canonical,
        dateModified: isoTime(column.updateTime),
        ...(column.cover ? { image: [absoluteAddress(context.origin, column.cover)] } : {}),
        // a doctor's own column is theirs, as its screen shows; the editors' columns are the site's
        ...(author ? { author: { '@type': 'Person', name: author } } : { publisher: SITE_PUBLISHER }),
        ...(items ? { mainEntity: itemList(items, context) } : {}),
      },
    },
    main: pageText(
      column.title,
      [author ?? '', `${column.contents} 篇`, `更新于 ${isoTime(column.updateTime).slice(0, 10)}`]
        .filter(Boolean)
        .join(' · '),
      `${column.description ? `<p>${escapeHtml(column.description)}</p>` : ''}${linkList('', entryLinks(items ?? []))}`,
    ),
  };
}

const goneFrom =
  (table: 'weeklies' | 'article_columns', field: 'weeklyId' | 'id') =>
  (app: FastifyInstance, first: FirstQuery): Promise<boolean> =>
    issuedOnce(app, table, Number((first.input as unknown as Record<string, unknown>)[field]));

const columnRenderer = (page: typeof columnPage): PageRenderer => ({
  page,
  /*
   * a column has one address, the sitemap's (the jump rules': an editors' column by id, a doctor's
   * naming its type), whichever form and page it was reached by: its later pages are the same
   * column to a crawler, whose items the sitemap lists each
   */
  canonicalPath: (item) => {
    const column = item as ColumnDetail;
    return jumpUrl({
      type: 'article_column',
      id: column.id,
      ...(column.type === 'ugc' ? { columnType: column.type } : {}),
    });
  },
  view: ([item, items], context) =>
    columnView(
      answerOf(weekliesColumnsEndpoints.columnDetail, item),
      items === undefined ? undefined : answerOf(weekliesColumnsEndpoints.columnItems, items).list,
      context,
    ),
  gone: goneFrom('article_columns', 'id'),
});

export const WEEKLIES_COLUMNS_PAGES: readonly PageRenderer[] = [
  {
    page: weeklyPage,
    // `locateId` only scrolls the same issue to one of its items
    canonicalParams: ['weeklyId'],
    view: ([item], context) => weeklyView(answerOf(weekliesColumnsEndpoints.weeklyDetail, item), context),
    gone: goneFrom('weeklies', 'weeklyId'),
  },
  columnRenderer(columnPage),
  columnRenderer(typedColumnPage),
];
