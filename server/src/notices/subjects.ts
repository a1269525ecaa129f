import type { DisplayArea } from '@portal/api/identity';
import { MESSAGE_TEXTS, SUBJECT_NOUNS } from '@portal/api/rules/account-messages';
import type { PortalDb } from '../db/database';
import type { CardKind } from '../readers/readers';
import { readers } from '../readers/registry';

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

/**
 * The things people comment on and like, by the `target_type` the comments and engagement
 * mechanisms store (`comments.target_type`, `content_diggs.target_type`): each is a card of the
 * area that owns it (`readers/readers.ts`), so the mechanism knows whose thing a like or a comment
 * touched without reading any area's tables. A type it does not know has no owner to tell.
 */
const CARD_OF_TARGET: Readonly<Record<string, CardKind>> = {
  mp_article: 'mp_article',
  community_answer: 'community_answer',
  community_question: 'community_question',
  info: 'info',
  meeting: 'meeting',
  short_video: 'short_video',
};

async function readItem(db: PortalDb, type: string, id: number): Promise<Omit<Subject, 'key'> | null> {
  const kind = Object.hasOwn(CARD_OF_TARGET, type) ? CARD_OF_TARGET[type] : undefined;
  if (!kind) return null;
  // what others like and comment on is public: read as a visitor would
  const card = (await readers().cards[kind](db, [id], null)).get(id);
  return card
    ? { ownerId: card.ownerId, noun: card.noun, title: card.title, url: card.url, area: card.area }
    : null;
}

/** a comment is its author's; it is read where its item is */
async function readComment(db: PortalDb, id: number): Promise<Omit<Subject, 'key'> | null> {
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
}

/** the subject `type`:`id`, or null when the type is unknown or the row is gone */
export async function readSubject(db: PortalDb, type: string, id: number): Promise<Subject | null> {
  const found = type === 'comment' ? await readComment(db, id) : await readItem(db, type, id);
  return found ? { key: `${type}:${id}`, ...found } : null;
}
