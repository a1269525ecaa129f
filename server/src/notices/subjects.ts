import type { DisplayArea } from '@portal/api/identity';
import { answerHomeUrl, infoDetailUrl, questionHomeUrl } from '@portal/api/links';
import { MESSAGE_TEXTS, SUBJECT_NOUNS } from '@portal/api/rules/account-messages';
import type { PortalDb } from '../db/database';

/** what a message is about: who owns it (to be told), what it is called, where it is read */
export interface Subject {
  /** `{type}:{id}`: the Like tab groups a user's likes by it */
  key: string;
  /** the author to tell; null for the portal's own content (news, meetings) */
  ownerId: number | null;
  noun: string;
  title: string;
  url: string;
  /** where it is read, when that makes someone anonymous there (identity 7 in the article area) */
  area?: DisplayArea;
}

/** `/case/detail-ugc?id=` reads user-written articles and cases alike (spec 2 `mparticle`) */
const mpArticleUrl = (id: number) => `/case/detail-ugc?id=${id}`;
const meetingUrl = (id: number) => `/meeting/detail?id=${id}`;

/**
 * The things people comment on and like, by the `target_type` the comments and engagement
 * mechanisms store (`comments.target_type`, `content_diggs.target_type`), plus a comment itself.
 * Like `ToggleCounters`, it names the areas' tables and imports no area: the mechanism must know
 * whose thing a like or a comment touched. A type it does not know has no owner to tell.
 */
const READERS: Record<string, (db: PortalDb, id: number) => Promise<Omit<Subject, 'key'> | null>> = {
  async mp_article(db, id) {
    const row = await db
      .selectFrom('mp_articles')
      .select(['creator_id', 'title', 'type'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? {
          ownerId: row.creator_id,
          noun: row.type === 'case' ? SUBJECT_NOUNS.case : SUBJECT_NOUNS.article,
          title: row.title,
          url: mpArticleUrl(id),
          area: 'article',
        }
      : null;
  },
  async community_answer(db, id) {
    const row = await db
      .selectFrom('community_answers as a')
      .innerJoin('community_questions as q', 'q.id', 'a.question_id')
      .select(['a.creator_id', 'q.title'])
      .where('a.id', '=', id)
      .executeTakeFirst();
    return row
      ? { ownerId: row.creator_id, noun: SUBJECT_NOUNS.answer, title: row.title, url: answerHomeUrl(id) }
      : null;
  },
  async community_question(db, id) {
    const row = await db
      .selectFrom('community_questions')
      .select(['creator_id', 'title'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? { ownerId: row.creator_id, noun: SUBJECT_NOUNS.question, title: row.title, url: questionHomeUrl(id) }
      : null;
  },
  async info(db, id) {
    const row = await db.selectFrom('info_articles').select('title').where('id', '=', id).executeTakeFirst();
    return row
      ? { ownerId: null, noun: SUBJECT_NOUNS.article, title: row.title, url: infoDetailUrl(id) }
      : null;
  },
  async meeting(db, id) {
    const row = await db
      .selectFrom('meetings')
      .select('meeting_name')
      .where('id', '=', id)
      .executeTakeFirst();
    return row
      ? { ownerId: null, noun: SUBJECT_NOUNS.content, title: row.meeting_name, url: meetingUrl(id) }
      : null;
  },
  /** a comment is its author's; it is read where its item is */
  async comment(db, id) {
    const row = await db
      .selectFrom('comments')
      .select(['user_id', 'text', 'target_type', 'target_id'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const item = await readSubject(db, row.target_type, row.target_id);
    return {
      ownerId: row.user_id,
      noun: SUBJECT_NOUNS.comment,
      title: MESSAGE_TEXTS.quote(row.text),
      url: item?.url ?? '',
      area: item?.area,
    };
  },
};

/** the subject `type`:`id`, or null when the type is unknown or the row is gone */
export async function readSubject(db: PortalDb, type: string, id: number): Promise<Subject | null> {
  const read = Object.hasOwn(READERS, type) ? READERS[type] : undefined;
  const found = read ? await read(db, id) : null;
  return found ? { key: `${type}:${id}`, ...found } : null;
}
