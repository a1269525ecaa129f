import { jumpUrl } from '@portal/api/jump-rules';
import { courseUrl } from '@portal/api/rules/account-wallet';
import { countOf, type SitemapContribution, type SitemapSource } from '../../web/sitemap/sitemap-source';

/** Published meetings: one only announced (coming soon) has no page to open yet. */
const meetingSource: SitemapSource = {
  name: 'meetings',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('meetings')
        .where('publish_status', '=', '1')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('meetings')
      .where('publish_status', '=', '1')
      .select(['id', 'publish_time'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.flatMap((r) => {
      const path = jumpUrl({ type: 'meeting', id: r.id });
      return path ? [{ path, lastmod: Number(r.publish_time) }] : [];
    });
  },
};

/** Cloud-classroom courses at their page (/cloudclassroomCourse; the jump rule's /mooc form is a hash address) */
const courseSource: SitemapSource = {
  name: 'courses',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('courses')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('courses')
      .select(['id', 'publish_time'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({ path: courseUrl(r.id), lastmod: Number(r.publish_time) }));
  },
};

export const MEETINGS_SITEMAP: SitemapContribution = {
  pages: ['/meeting/home', '/mooc'],
  sources: [meetingSource, courseSource],
};
