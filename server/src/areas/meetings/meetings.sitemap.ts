import { jumpUrl } from '@portal/api/jump-rules';
import { courseUrl } from '@portal/api/rules/account-wallet';
import { entryAt, type SitemapContribution, tableSource } from '../../web/sitemap/sitemap-source';

/** Published meetings: one only announced (coming soon) has no page to open yet. */
const meetingSource = tableSource({
  name: 'meetings',
  rows: (db) => db.selectFrom('meetings').where('publish_status', '=', '1'),
  columns: ['id', 'publish_time'],
  entry: (r) => entryAt(jumpUrl({ type: 'meeting', id: r.id }), r.publish_time),
});

/** Cloud-classroom courses at their page (/cloudclassroomCourse; the jump rule's /mooc form is a hash address) */
const courseSource = tableSource({
  name: 'courses',
  rows: (db) => db.selectFrom('courses'),
  columns: ['id', 'publish_time'],
  entry: (r) => entryAt(courseUrl(r.id), r.publish_time),
});

export const MEETINGS_SITEMAP: SitemapContribution = {
  pages: ['/meeting/home', '/mooc'],
  sources: [meetingSource, courseSource],
};
