import type {
  DynamicItem,
  ProfileCollection,
  ProfileCollectionEntry,
  Subscription,
} from '@portal/api/contract/account-profile';
import { IDENTITY } from '@portal/api/identity';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import {
  type Card,
  cardKey,
  pageTimeline,
  type Readers,
  readCards,
  type TimelineBranch,
  type TimelinePerson,
  type TimelineRow,
  type TimelineSource,
} from '../../../readers/readers';
import { articlesConcealed, type Paging, type ProfileRow } from './profile-user';

/*
 * The profile's timelines (its dynamics, collections and subscriptions), built when read from what
 * the areas already hold: each area gives its part as a branch of one union (`readers.timeline`),
 * the union is paged newest first, and the page's items are read as the owning areas' cards. The
 * profile reads no area's tables; whom a person follows is the people mechanism's, read here.
 */

type Tab = TimelineSource['tab'];

/** the people a person follows (not anonymous ones): the people mechanism's part of the dynamics */
const FOLLOW_USER = 'follow_user';
const followedPeople = (db: PortalDb, userId: number): TimelineBranch =>
  db
    .selectFrom('user_follows as f')
    .innerJoin('users as u', 'u.id', 'f.followee_id')
    .select([sql.lit(FOLLOW_USER).as('kind'), 'u.id as ref_id', 'f.created_at as time', 'f.created_at as at'])
    .where('f.follower_id', '=', userId)
    .where((eb) => eb.or([eb('u.identity', 'is', null), eb('u.identity', '<>', IDENTITY.patient)]));

interface Page {
  rows: TimelineRow[];
  total: number;
  /** the card of a row of an area's source; undefined for a row whose item is gone or hidden */
  card(row: TimelineRow): { source: TimelineSource; card: Card } | undefined;
}

async function readTimeline(
  db: PortalDb,
  readers: Readers,
  tab: Tab,
  person: TimelinePerson,
  paging: Paging,
  extra: readonly TimelineBranch[] = [],
  only?: (source: TimelineSource) => boolean,
): Promise<Page> {
  const sources = readers.timeline.filter((s) => s.tab === tab && (only?.(s) ?? true));
  const branches = sources.flatMap((s) => {
    const branch = s.branch(db, person, s.kind);
    return branch ? [branch] : [];
  });
  const { rows, total } = await pageTimeline(db, [...branches, ...extra], paging);
  const sourceOf = new Map(sources.map((s) => [s.kind, s]));
  const refs = rows.flatMap((r) => {
    const source = sourceOf.get(r.kind);
    return source ? [{ kind: source.card, id: r.ref_id }] : [];
  });
  const cards = await readCards(readers, db, refs, person.viewerId);
  return {
    rows,
    total,
    card(row) {
      const source = sourceOf.get(row.kind);
      const card = source && cards.get(cardKey(source.card, row.ref_id));
      return source && card ? { source, card } : undefined;
    },
  };
}

const personOf = (profile: ProfileRow, viewerId: number | null): TimelinePerson => ({
  userId: profile.id,
  viewerId,
  own: viewerId === profile.id,
  articlesConcealed: articlesConcealed(profile, viewerId),
});

const num = (v: number | string | bigint | null) => (v === null ? null : Number(v));

/**
 * The dynamics tab: what the user published (articles and cases, questions, answers), liked
 * (articles, news, answers) and followed (people, topics, circles, questions), newest first. A like
 * made before like times were kept is placed by its content's time and carries no time of its own.
 */
export async function dynamics(
  db: PortalDb,
  readers: Readers,
  profile: ProfileRow,
  viewerId: number | null,
  paging: Paging,
): Promise<{ list: DynamicItem[]; total: number }> {
  const page = await readTimeline(db, readers, 'dynamics', personOf(profile, viewerId), paging, [
    followedPeople(db, profile.id),
  ]);
  const userIds = page.rows.filter((r) => r.kind === FOLLOW_USER).map((r) => r.ref_id);
  const users = userIds.length
    ? await db
        .selectFrom('users')
        .select(['id', 'real_name', 'avatar', 'company', 'title'])
        .where('id', 'in', userIds)
        .execute()
    : [];
  const user = new Map(users.map((u) => [u.id, u]));
  const list = page.rows.flatMap((r): DynamicItem[] => {
    const time = num(r.time);
    if (r.kind === FOLLOW_USER) {
      const u = user.get(r.ref_id);
      if (!u) return [];
      const description = [u.company, u.title].filter(Boolean).join(' ');
      return [
        {
          action: 'follow',
          contentType: 'user',
          id: r.ref_id,
          title: u.real_name,
          description,
          cover: u.avatar,
          time,
        },
      ];
    }
    const found = page.card(r);
    if (!found) return [];
    const { source, card } = found;
    return [
      {
        action: source.action as DynamicItem['action'],
        contentType: card.contentType as DynamicItem['contentType'],
        id: r.ref_id,
        title: card.title,
        description: card.summary,
        cover: card.cover,
        time,
      },
    ];
  });
  return { list, total: page.total };
}

/** the cards the 1.x 收藏 list names (its `contentType` is a closed union) */
const FIRST_COLLECTION_CARDS: ReadonlySet<string> = new Set(['mp_article', 'info', 'community_answer']);

/** 收藏: articles and cases, news and answers the user collected, newest first. */
export async function collections(
  db: PortalDb,
  readers: Readers,
  profile: ProfileRow,
  viewerId: number | null,
  paging: Paging,
): Promise<{ list: ProfileCollection[]; total: number }> {
  const page = await readTimeline(db, readers, 'collections', personOf(profile, viewerId), paging, [], (s) =>
    FIRST_COLLECTION_CARDS.has(s.card),
  );
  const list = page.rows.flatMap((r): ProfileCollection[] => {
    const card = page.card(r)?.card;
    return card
      ? [
          {
            contentType: card.contentType as ProfileCollection['contentType'],
            id: card.id,
            title: card.title,
            description: card.summary,
            cover: card.cover,
            collectTime: Number(r.at),
          },
        ]
      : [];
  });
  return { list, total: page.total };
}

/** the content types the entries of every collect type name, by card */
const ENTRY_TYPES: ReadonlySet<string> = new Set([
  'article',
  'case',
  'info',
  'answer',
  'department',
  'course',
  'shortVideo',
]);

/**
 * 收藏 of every collect type whose area gives a card (issue 22): the 1.x list's, and departments,
 * courses and short videos, newest first, each with its page's address.
 */
export async function allCollections(
  db: PortalDb,
  readers: Readers,
  profile: ProfileRow,
  viewerId: number | null,
  paging: Paging,
): Promise<{ list: ProfileCollectionEntry[]; total: number }> {
  const page = await readTimeline(db, readers, 'collections', personOf(profile, viewerId), paging);
  const list = page.rows.flatMap((r): ProfileCollectionEntry[] => {
    const card = page.card(r)?.card;
    return card && ENTRY_TYPES.has(card.contentType)
      ? [
          {
            contentType: card.contentType as ProfileCollectionEntry['contentType'],
            id: card.id,
            title: card.title,
            description: card.summary,
            cover: card.cover,
            url: card.url,
            collectTime: Number(r.at),
          },
        ]
      : [];
  });
  return { list, total: page.total };
}

/**
 * What the user follows or subscribes to beyond people, newest first: topics, circles and
 * questions of the community, article columns, departments, product lines and activities.
 */
export async function subscriptions(
  db: PortalDb,
  readers: Readers,
  userId: number,
  paging: Paging,
): Promise<{ list: Subscription[]; total: number }> {
  const person = { userId, viewerId: userId, own: true, articlesConcealed: false };
  const page = await readTimeline(db, readers, 'subscriptions', person, paging);
  const list = page.rows.flatMap((r): Subscription[] => {
    const card = page.card(r)?.card;
    return card
      ? [
          {
            type: card.contentType as Subscription['type'],
            id: card.id,
            title: card.title,
            cover: card.cover,
            categoryId: card.categoryId ?? null,
            time: Number(r.at),
          },
        ]
      : [];
  });
  return { list, total: page.total };
}
