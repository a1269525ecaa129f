import { ANONYMOUS_NAME, IDENTITY, IS_AUTH, isAnonymousIdentity } from '@portal/api/identity';
import { jumpUrl } from '@portal/api/jump-rules';
import { infoDetailUrl } from '@portal/api/links';
import { SUBJECT_NOUNS } from '@portal/api/rules/account-messages';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { sql } from 'kysely';
import type { PortalDb } from '../../db/database';
import type {
  ActiveAuthors,
  Card,
  CardReader,
  NamedReaders,
  ReaderContribution,
  ReleaseCounter,
  ScoreEventReader,
  TimelineSource,
} from '../../readers/readers';
import { CONTENT_PRODUCT_MENTIONS } from './sidebar/product-mentions';

const byId = (cards: Card[]) => new Map(cards.map((c) => [c.id, c]));

/** user-written articles and cases: published ones, and the viewer's own */
const mpArticles: CardReader = async (db: PortalDb, ids, viewerId) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('mp_articles')
    .innerJoin('users', 'users.id', 'mp_articles.creator_id')
    .select([
      'mp_articles.id',
      'mp_articles.type',
      'mp_articles.title',
      'mp_articles.description',
      'mp_articles.cover',
      'mp_articles.creator_id',
      'users.real_name',
      'users.identity',
    ])
    .where('mp_articles.id', 'in', ids)
    .where((eb) =>
      viewerId === null
        ? eb('mp_articles.status', '=', 'published')
        : eb.or([eb('mp_articles.status', '=', 'published'), eb('mp_articles.creator_id', '=', viewerId)]),
    )
    .execute();
  return byId(
    rows.map((r) => ({
      kind: 'mp_article',
      id: r.id,
      title: r.title,
      summary: r.description,
      cover: r.cover,
      url: jumpUrl({ type: 'mparticle', id: r.id }) ?? '',
      ownerId: r.creator_id,
      noun: r.type === 'case' ? SUBJECT_NOUNS.case : SUBJECT_NOUNS.article,
      contentType: r.type,
      area: 'article',
      // a patient's name never leaves the server (identity 7 is anonymous in the article area)
      authorName: isAnonymousIdentity(r.identity, 'article') ? ANONYMOUS_NAME : r.real_name,
    })),
  );
};

/** news items: the portal's own, each public */
const infos: CardReader = async (db, ids) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('info_articles')
    .select(['id', 'title', 'summary', 'cover'])
    .where('id', 'in', ids)
    .execute();
  return byId(
    rows.map((r) => ({
      kind: 'info',
      id: r.id,
      title: r.title,
      summary: r.summary,
      cover: r.cover,
      // the jump rule of a news item is "the link given with it", which is its detail page
      url: jumpUrl({ type: 'info', url: infoDetailUrl(r.id) }) ?? '',
      ownerId: null,
      noun: SUBJECT_NOUNS.article,
      contentType: 'info',
    })),
  );
};

/** article columns */
const columns: CardReader = async (db, ids) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('article_columns')
    .select(['id', 'type', 'title', 'cover', 'description', 'creator_id'])
    .where('id', 'in', ids)
    .execute();
  return byId(
    rows.map((r) => ({
      kind: 'article_column',
      id: r.id,
      title: r.title,
      summary: r.description,
      cover: r.cover,
      url: jumpUrl({ type: 'article_column', id: r.id, columnType: r.type }) ?? '',
      ownerId: r.creator_id,
      noun: SUBJECT_NOUNS.content,
      contentType: 'column',
    })),
  );
};

/** short videos: published ones, and the viewer's own; a patient creator is 匿名用户 */
const shortVideos: CardReader = async (db, ids, viewerId) => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('short_videos')
    .innerJoin('users', 'users.id', 'short_videos.creator_id')
    .select([
      'short_videos.id',
      'short_videos.title',
      'short_videos.description',
      'short_videos.cover',
      'short_videos.creator_id',
      'users.real_name',
      'users.identity',
    ])
    .where('short_videos.id', 'in', ids)
    .where((eb) =>
      viewerId === null
        ? eb('short_videos.status', '=', 'published')
        : eb.or([eb('short_videos.status', '=', 'published'), eb('short_videos.creator_id', '=', viewerId)]),
    )
    .execute();
  return byId(
    rows.map((r) => ({
      kind: 'short_video',
      id: r.id,
      title: r.title,
      summary: r.description,
      cover: r.cover,
      // the player's own page (in place where a screen can open it)
      url: jumpUrl({ type: 'shortVideo', id: r.id }) ?? '',
      ownerId: r.creator_id,
      noun: SUBJECT_NOUNS.content,
      contentType: 'short_video',
      area: 'short-video',
      authorName: isAnonymousIdentity(r.identity, 'short-video') ? ANONYMOUS_NAME : r.real_name,
    })),
  );
};

const lit = (kind: string) => sql.lit(kind).as('kind');

/** what a person published, liked, collected and subscribed to here, for the profile's timelines */
const timeline: TimelineSource[] = [
  {
    tab: 'dynamics',
    kind: 'pub_mp',
    action: 'publish',
    card: 'mp_article',
    branch: (db, person, kind) =>
      person.articlesConcealed
        ? null
        : db
            .selectFrom('mp_articles as m')
            .select([lit(kind), 'm.id as ref_id', 'm.publish_time as time', 'm.publish_time as at'])
            .where('m.creator_id', '=', person.userId)
            .where('m.status', '=', 'published'),
  },
  {
    tab: 'dynamics',
    kind: 'like_mp',
    action: 'like',
    card: 'mp_article',
    branch: (db, person, kind) =>
      db
        .selectFrom('content_diggs as d')
        .innerJoin('mp_articles as m', 'm.id', 'd.target_id')
        .select([
          lit(kind),
          'm.id as ref_id',
          'd.created_at as time',
          sql<number>`coalesce(d.created_at, m.publish_time)`.as('at'),
        ])
        .where('d.user_id', '=', person.userId)
        .where('d.target_type', '=', 'mp_article')
        .where('m.status', '=', 'published'),
  },
  {
    tab: 'dynamics',
    kind: 'like_info',
    action: 'like',
    card: 'info',
    branch: (db, person, kind) =>
      db
        .selectFrom('content_diggs as d')
        .innerJoin('info_articles as i', 'i.id', 'd.target_id')
        .select([
          lit(kind),
          'i.id as ref_id',
          'd.created_at as time',
          sql<number>`coalesce(d.created_at, i.publish_date)`.as('at'),
        ])
        .where('d.user_id', '=', person.userId)
        .where('d.target_type', '=', 'info'),
  },
  {
    tab: 'collections',
    kind: 'like_mp',
    action: 'collect',
    card: 'mp_article',
    branch: (db, person, kind) =>
      db
        .selectFrom('collections as c')
        .where('c.user_id', '=', person.userId)
        .where('c.content_type', '=', COLLECT_TYPES.mpArticle)
        .select([lit(kind), 'c.content_id as ref_id', 'c.created_at as time', 'c.created_at as at'])
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('mp_articles as m')
              .select('m.id')
              .whereRef('m.id', '=', 'c.content_id')
              .where('m.status', '=', 'published'),
          ),
        ),
  },
  {
    tab: 'collections',
    kind: 'like_info',
    action: 'collect',
    card: 'info',
    branch: (db, person, kind) =>
      db
        .selectFrom('collections as c')
        .where('c.user_id', '=', person.userId)
        .where('c.content_type', '=', COLLECT_TYPES.info)
        .select([lit(kind), 'c.content_id as ref_id', 'c.created_at as time', 'c.created_at as at'])
        .where((eb) =>
          eb.exists(eb.selectFrom('info_articles as i').select('i.id').whereRef('i.id', '=', 'c.content_id')),
        ),
  },
  {
    tab: 'subscriptions',
    kind: 'column',
    action: 'subscribe',
    card: 'article_column',
    branch: (db, person, kind) =>
      db
        .selectFrom('column_subscriptions as s')
        .select([lit(kind), 's.column_id as ref_id', 's.created_at as time', 's.created_at as at'])
        .where('s.user_id', '=', person.userId),
  },
];

/** the 文章 / 病例 tab: a person's published articles and cases, newest first */
const profileArticles: NamedReaders['profileArticles'] = async (db, { userId, type, pageNo, pageSize }) => {
  const base = db
    .selectFrom('mp_articles')
    .where('creator_id', '=', userId)
    .where('status', '=', 'published')
    .$if(type !== undefined, (qb) => qb.where('type', '=', type!));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'type', 'title', 'description', 'cover', 'publish_time', 'views', 'comments', 'diggs'])
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute(),
  ]);
  return {
    total: Number(count.n),
    list: rows.map((r) => ({
      id: r.id,
      type: r.type,
      title: r.title,
      description: r.description,
      cover: r.cover,
      publishTime: Number(r.publish_time),
      showViews: r.views,
      showComments: r.comments,
      showDiggs: r.diggs,
    })),
  };
};

const count = (n: { n: number | string | bigint } | undefined) => Number(n?.n ?? 0);

/** news a person wrote, and (unless concealed) their published articles and cases */
const releases: ReleaseCounter = async (db, userId, options) => {
  const [news, articles] = await Promise.all([
    db
      .selectFrom('info_authors')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    options.articles
      ? db
          .selectFrom('mp_articles')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('creator_id', '=', userId)
          .where('status', '=', 'published')
          .executeTakeFirst()
      : undefined,
  ]);
  return count(news) + count(articles);
};

/** published articles and cases earn points */
const scoreEvents: ScoreEventReader = async (db, userId) => {
  const rows = await db
    .selectFrom('mp_articles')
    .select(['id', 'creator_id as user_id', 'title', 'publish_time as time'])
    .where('status', '=', 'published')
    .$if(userId !== undefined, (q) => q.where('creator_id', '=', userId!))
    .execute();
  return rows.flatMap((r) =>
    r.time === null
      ? []
      : [
          {
            userId: r.user_id,
            action: 'article' as const,
            id: r.id,
            time: Number(r.time),
            subject: r.title,
            url: jumpUrl({ type: 'mparticle', id: r.id }) ?? '',
          },
        ],
  );
};

/** the channels to open, in the editors' order */
const moreChannels: NamedReaders['moreChannels'] = async (db) => {
  const rows = await db
    .selectFrom('channels')
    .select(['id', 'title', 'mp_id', 'ocs_id'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ channelId: r.id, channelTitle: r.title, mpId: r.mp_id, ocsId: r.ocs_id }));
};

/** a topic's content counts for this many views: writing about a topic is worth more than reading it */
const VIEWS_PER_CONTENT = 50;

/** Hot topics: by views and by the content filed under them. */
const hotTopics: NamedReaders['hotTopics'] = async (db, limit) => {
  const rows = await db
    .selectFrom('topics')
    .select(['id', 'title', 'description', 'contents', 'views'])
    .orderBy((eb) => eb(eb.ref('views'), '+', eb(eb.ref('contents'), '*', VIEWS_PER_CONTENT)), 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    description: r.description,
    contents: Number(r.contents),
    views: Number(r.views),
  }));
};

/** verified doctors by the articles and cases they published lately */
const activeAuthors: ActiveAuthors = async (db, { since, limit, excludeId }) => {
  const rows = await db
    .selectFrom('users')
    .innerJoin('mp_articles', 'mp_articles.creator_id', 'users.id')
    .where('users.identity', '=', IDENTITY.doctor)
    .where('users.is_auth', '=', IS_AUTH.verified)
    .where('users.real_name', '<>', '')
    .$if(excludeId !== null, (q) => q.where('users.id', '<>', excludeId ?? 0))
    .where('mp_articles.status', '=', 'published')
    .where('mp_articles.publish_time', '>=', since)
    .select(['users.id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('users.id')
    .orderBy('n', 'desc')
    .orderBy('users.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, n: Number(r.n) }));
};

/** what the content area lets others read (`readers/readers.ts`) */
export const CONTENT_READERS: ReaderContribution = {
  cards: { mp_article: mpArticles, info: infos, article_column: columns, short_video: shortVideos },
  timeline,
  profileArticles,
  releases: [releases],
  scoreEvents: [scoreEvents],
  moreChannels,
  hotTopics,
  activeAuthors: [activeAuthors],
  productMentions: CONTENT_PRODUCT_MENTIONS,
};
