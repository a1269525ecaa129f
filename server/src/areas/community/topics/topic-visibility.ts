import { sql } from 'kysely';

/**
 * Which topics a reader sees (migration 044): the published ones, and a pending one only its creator
 * (a topic added by an account whose questions wait for review, until a published question carries
 * it). Every read that lists, finds or opens topics goes through it; `alias` names the table in the
 * query (`t` in a join).
 */
export function topicSeenBy(viewerId: number | null, alias = 'community_topics') {
  const status = sql.ref(`${alias}.status`);
  if (viewerId === null) return sql<boolean>`${status} = 'published'`;
  return sql<boolean>`(${status} = 'published' or ${sql.ref(`${alias}.creator_id`)} = ${viewerId})`;
}
