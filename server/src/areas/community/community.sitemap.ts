import { jumpUrl } from '@portal/api/jump-rules';
import { answerHomeUrl, questionHomeUrl } from '@portal/api/links';
import { entryAt, type SitemapContribution, tableSource } from '../../web/sitemap/sitemap-source';
import { topicSeenBy } from './topics/topic-visibility';

/** Published questions (an anonymous asker's too: its page hides them, and the address names no one). */
const questionSource = tableSource({
  name: 'questions',
  rows: (db) => db.selectFrom('community_questions').where('status', '=', 'published'),
  columns: ['id', 'publish_time'],
  entry: (r) => entryAt(questionHomeUrl(r.id), r.publish_time),
});

/** Published answers to published questions: the answer's page shows nothing else to a visitor. */
const answerSource = tableSource({
  name: 'answers',
  rows: (db) =>
    db
      .selectFrom('community_answers')
      .innerJoin('community_questions', 'community_questions.id', 'community_answers.question_id')
      .where('community_answers.status', '=', 'published')
      .where('community_questions.status', '=', 'published'),
  columns: ['community_answers.id', 'community_answers.publish_time'],
  id: 'community_answers.id',
  entry: (r) => entryAt(answerHomeUrl(r.id), r.publish_time),
});

const topicSource = tableSource({
  name: 'topics',
  rows: (db) => db.selectFrom('community_topics').where(topicSeenBy(null)),
  columns: ['id', 'created_at'],
  entry: (r) => entryAt(jumpUrl({ type: 'community_qa', id: r.id }), r.created_at),
});

const circleSource = tableSource({
  name: 'circles',
  rows: (db) => db.selectFrom('community_circles'),
  columns: ['id', 'created_at'],
  entry: (r) => entryAt(jumpUrl({ type: 'community_circle', id: r.id }), r.created_at),
});

/** Activities shown to visitors; hidden ones are kept but never listed. */
const activitySource = tableSource({
  name: 'activities',
  rows: (db) => db.selectFrom('activities').where('status', '=', 'published'),
  columns: ['id', 'created_at'],
  entry: (r) => entryAt(jumpUrl({ type: 'community_activity', id: r.id }), r.created_at),
});

export const COMMUNITY_SITEMAP: SitemapContribution = {
  pages: ['/topic-circle/'],
  sources: [questionSource, answerSource, topicSource, circleSource, activitySource],
  // the answer editor and the moderators' review page
  privatePages: ['/topic-circle/write', '/topic-circle/review'],
};
