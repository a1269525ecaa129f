import { jumpUrl } from '@portal/api/jump-rules';
import { elabCaseUrl, elabColumnUrl, infoDetailUrl, interpretingVideoUrl } from '@portal/api/links';
import { countOf, type SitemapContribution, type SitemapSource } from '../../web/sitemap/sitemap-source';

/** News and compiled literature: every stored item is published. */
const infoSource: SitemapSource = {
  name: 'info',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('info_articles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('info_articles')
      .select(['id', 'publish_date'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({ path: infoDetailUrl(r.id), lastmod: Number(r.publish_date) }));
  },
};

/** Users' cases and articles once published (drafts and those waiting for review are their authors' alone). */
const articleSource: SitemapSource = {
  name: 'articles',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('mp_articles')
        .where('status', '=', 'published')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('mp_articles')
      .where('status', '=', 'published')
      .select(['id', 'publish_time'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.flatMap((r) => {
      const path = jumpUrl({ type: 'mparticle', id: r.id });
      return path ? [{ path, lastmod: Number(r.publish_time) }] : [];
    });
  },
};

/** Short videos once published, at the stand-alone player's address. */
const shortVideoSource: SitemapSource = {
  name: 'short-videos',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('short_videos')
        .where('status', '=', 'published')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('short_videos')
      .where('status', '=', 'published')
      .select(['id', 'online_time'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.flatMap((r) => {
      const path = jumpUrl({ type: 'shortVideo', id: r.id });
      return path ? [{ path, lastmod: Number(r.online_time) }] : [];
    });
  },
};

const weeklySource: SitemapSource = {
  name: 'weeklies',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('weeklies')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('weeklies')
      .select(['id', 'publish_date'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.flatMap((r) => {
      const path = jumpUrl({ type: 'weekly', id: r.id });
      return path ? [{ path, lastmod: Number(r.publish_date) }] : [];
    });
  },
};

/** Columns: an editors' (pgc) one at /column/detail/pgc, a user's (ugc) one naming its type, as their entrances link them. */
const columnSource: SitemapSource = {
  name: 'columns',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('article_columns')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('article_columns')
      .select(['id', 'type', 'updated_at'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.flatMap((r) => {
      const path = jumpUrl({
        type: 'article_column',
        id: r.id,
        ...(r.type === 'ugc' ? { columnType: r.type } : {}),
      });
      return path ? [{ path, lastmod: Number(r.updated_at) }] : [];
    });
  },
};

const competitionSource: SitemapSource = {
  name: 'competitions',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('competitions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('competitions')
      .select(['id', 'add_time'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.flatMap((r) => {
      const path = jumpUrl({ type: 'shortVideoCompetition', id: r.id });
      return path ? [{ path, lastmod: Number(r.add_time) }] : [];
    });
  },
};

/** Panoramic surgery's cases (/link/detail) */
const elabCaseSource: SitemapSource = {
  name: 'elab-cases',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('elab_cases')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('elab_cases')
      .select(['id', 'publish_time'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({ path: elabCaseUrl(r.id), lastmod: Number(r.publish_time) }));
  },
};

/** Panoramic surgery's special columns (/link/columnlist/{id}) */
const elabColumnSource: SitemapSource = {
  name: 'elab-columns',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('elab_special_columns')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('elab_special_columns')
      .select(['id', 'created_at'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({ path: elabColumnUrl(r.id), lastmod: Number(r.created_at) }));
  },
};

const interpretingVideoSource: SitemapSource = {
  name: 'interpreting-videos',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('interpreting_videos')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('interpreting_videos')
      .select(['id', 'publish_time'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({ path: interpretingVideoUrl(r.id), lastmod: Number(r.publish_time) }));
  },
};

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
