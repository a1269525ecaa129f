import { jumpUrl } from '@portal/api/jump-rules';
import { elabCaseUrl, elabColumnUrl, infoDetailUrl, interpretingVideoUrl } from '@portal/api/links';
import { entryAt, type SitemapContribution, tableSource } from '../../web/sitemap/sitemap-source';

/** News and compiled literature: every stored item is published. */
const infoSource = tableSource({
  name: 'info',
  rows: (db) => db.selectFrom('info_articles'),
  columns: ['id', 'publish_date'],
  entry: (r) => entryAt(infoDetailUrl(r.id), r.publish_date),
});

/** Users' cases and articles once published (drafts and those waiting for review are their authors' alone). */
const articleSource = tableSource({
  name: 'articles',
  rows: (db) => db.selectFrom('mp_articles').where('status', '=', 'published'),
  columns: ['id', 'publish_time'],
  entry: (r) => entryAt(jumpUrl({ type: 'mparticle', id: r.id }), r.publish_time),
});

/** Short videos once published, at the stand-alone player's address. */
const shortVideoSource = tableSource({
  name: 'short-videos',
  rows: (db) => db.selectFrom('short_videos').where('status', '=', 'published'),
  columns: ['id', 'online_time'],
  entry: (r) => entryAt(jumpUrl({ type: 'shortVideo', id: r.id }), r.online_time),
});

const weeklySource = tableSource({
  name: 'weeklies',
  rows: (db) => db.selectFrom('weeklies'),
  columns: ['id', 'publish_date'],
  entry: (r) => entryAt(jumpUrl({ type: 'weekly', id: r.id }), r.publish_date),
});

/** Columns: an editors' (pgc) one at /column/detail/pgc, a user's (ugc) one naming its type, as their entrances link them. */
const columnSource = tableSource({
  name: 'columns',
  rows: (db) => db.selectFrom('article_columns'),
  columns: ['id', 'type', 'updated_at'],
  entry: (r) =>
    entryAt(
      jumpUrl({ type: 'article_column', id: r.id, ...(r.type === 'ugc' ? { columnType: r.type } : {}) }),
      r.updated_at,
    ),
});

const competitionSource = tableSource({
  name: 'competitions',
  rows: (db) => db.selectFrom('competitions'),
  columns: ['id', 'add_time'],
  entry: (r) => entryAt(jumpUrl({ type: 'shortVideoCompetition', id: r.id }), r.add_time),
});

/** Panoramic surgery's cases (/link/detail) */
const elabCaseSource = tableSource({
  name: 'elab-cases',
  rows: (db) => db.selectFrom('elab_cases'),
  columns: ['id', 'publish_time'],
  entry: (r) => entryAt(elabCaseUrl(r.id), r.publish_time),
});

/** Panoramic surgery's special columns (/link/columnlist/{id}) */
const elabColumnSource = tableSource({
  name: 'elab-columns',
  rows: (db) => db.selectFrom('elab_special_columns'),
  columns: ['id', 'created_at'],
  entry: (r) => entryAt(elabColumnUrl(r.id), r.created_at),
});

const interpretingVideoSource = tableSource({
  name: 'interpreting-videos',
  rows: (db) => db.selectFrom('interpreting_videos'),
  columns: ['id', 'publish_time'],
  entry: (r) => entryAt(interpretingVideoUrl(r.id), r.publish_time),
});

/** The content area's pages in the sitemap, and its editors kept from crawlers. */
export const CONTENT_SITEMAP: SitemapContribution = {
  pages: ['/info', '/case', '/holographic', '/guidance', '/compile', '/link/'],
  sources: [
    infoSource,
    articleSource,
    shortVideoSource,
    weeklySource,
    columnSource,
    competitionSource,
    elabCaseSource,
    elabColumnSource,
    interpretingVideoSource,
  ],
  privatePages: ['/editor'],
};
