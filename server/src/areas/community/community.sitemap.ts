import { jumpUrl } from '@portal/api/jump-rules';
import { answerHomeUrl, questionHomeUrl } from '@portal/api/links';
import type { PortalDb } from '../../db/database';
import { countOf, type SitemapContribution, type SitemapSource } from '../../web/sitemap/sitemap-source';

/** Published questions (an anonymous asker's too: its page hides them, and the address names no one). */
const questionSource: SitemapSource = {
  name: 'questions',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('community_questions')
        .where('status', '=', 'published')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('community_questions')
      .where('status', '=', 'published')
      .select(['id', 'publish_time'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({ path: questionHomeUrl(r.id), lastmod: Number(r.publish_time) }));
  },
};

/** Published answers to published questions: the answer's page shows nothing else to a visitor. */
const publishedAnswers = (db: PortalDb) =>
  db
    .selectFrom('community_answers as a')
    .innerJoin('community_questions as q', 'q.id', 'a.question_id')
    .where('a.status', '=', 'published')
    .where('q.status', '=', 'published');

const answerSource: SitemapSource = {
  name: 'answers',
  count: async (db) =>
    countOf(
      await publishedAnswers(db)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await publishedAnswers(db)
      .select(['a.id', 'a.publish_time'])
      .orderBy('a.id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.map((r) => ({ path: answerHomeUrl(r.id), lastmod: Number(r.publish_time) }));
  },
};

const topicSource: SitemapSource = {
  name: 'topics',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('community_topics')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('community_topics')
      .select(['id', 'created_at'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.flatMap((r) => {
      const path = jumpUrl({ type: 'community_qa', id: r.id });
      return path ? [{ path, lastmod: Number(r.created_at) }] : [];
    });
  },
};

const circleSource: SitemapSource = {
  name: 'circles',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('community_circles')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('community_circles')
      .select(['id', 'created_at'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.flatMap((r) => {
      const path = jumpUrl({ type: 'community_circle', id: r.id });
      return path ? [{ path, lastmod: Number(r.created_at) }] : [];
    });
  },
};

/** Activities shown to visitors; hidden ones are kept but never listed. */
const activitySource: SitemapSource = {
  name: 'activities',
  count: async (db) =>
    countOf(
      await db
        .selectFrom('activities')
        .where('status', '=', 'published')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst(),
    ),
  async entries(db, offset, limit) {
    const rows = await db
      .selectFrom('activities')
      .where('status', '=', 'published')
      .select(['id', 'created_at'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute();
    return rows.flatMap((r) => {
      const path = jumpUrl({ type: 'community_activity', id: r.id });
      return path ? [{ path, lastmod: Number(r.created_at) }] : [];
    });
  },
};

export const COMMUNITY_SITEMAP: SitemapContribution = {
  pages: ['/topic-circle/'],
  sources: [questionSource, answerSource, topicSource, circleSource, activitySource],
  // the answer editor and the moderators' review page
  privatePages: ['/topic-circle/write', '/topic-circle/review'],
};
