import type {
  DynamicItem,
  HomeViewSettings,
  ProfileCollection,
  ProfileQa,
  ProfileUser,
  Subscription,
} from '@portal/api/contract/account-profile';
import { IDENTITY } from '@portal/api/identity';
import { DEFAULT_HOME_VIEW, PROFILE_MESSAGES, type ProfileTab } from '@portal/api/rules/account-profile';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { type SelectQueryBuilder, sql } from 'kysely';
import { plainText } from '../../../content-safety/plain-text';
import type { PortalDb } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { forbidden, notFound } from '../../../lib/app-error';
import { isConcealed, publicPerson } from '../../../people/public-person';
import type { HomeViewSettingsTable } from './schema';

/** whose page it is, as the profile's calls need them */
export interface ProfileRow {
  id: number;
  real_name: string;
  avatar: string;
  identity: number | null;
  company: string | null;
  department: string | null;
  title: string | null;
  website: string | null;
  introduction: string | null;
}

export interface Paging {
  pageNo: number;
  pageSize: number;
}

const EXCERPT = 120;
const excerpt = (html: string) => {
  const text = plainText(html).replace(/\s+/g, ' ').trim();
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT)}…` : text;
};
const num = (v: number | string | bigint | null) => (v === null ? null : Number(v));
const tf = (on: boolean) => (on ? ('T' as const) : ('F' as const));

/** A user's page, or 404: a missing id and an anonymous person (to anyone but themself) alike. */
export async function profileUser(db: PortalDb, id: number, viewerId: number | null): Promise<ProfileRow> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'real_name',
      'avatar',
      'identity',
      'company',
      'department',
      'title',
      'website',
      'introduction',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || isConcealed(row, { viewerId })) throw notFound(PROFILE_MESSAGES.userNotFound);
  return row;
}

/**
 * Whether this viewer may not see who wrote the profile user's articles: identity 7 is anonymous
 * in the article area, so listing their articles on their page would name them.
 */
const articlesConcealed = (profile: ProfileRow, viewerId: number | null) =>
  isConcealed(profile, { viewerId, area: 'article' });

const toSettings = (row: Omit<HomeViewSettingsTable, 'user_id' | 'updated_at'>): HomeViewSettings => ({
  dynamics: row.dynamics === 'T',
  articles: row.articles === 'T',
  qa: row.qa === 'T',
  follows: row.follows === 'T',
  favourites: row.favourites === 'T',
  fans: row.fans === 'T',
});

/** What visitors see of this user's page: the saved choice, else the defaults. */
export async function homeViewSettings(db: PortalDb, userId: number): Promise<HomeViewSettings> {
  const row = await db
    .selectFrom('home_view_settings')
    .select(['dynamics', 'articles', 'qa', 'follows', 'favourites', 'fans'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? toSettings(row) : { ...DEFAULT_HOME_VIEW };
}

export async function saveHomeViewSettings(
  db: PortalDb,
  userId: number,
  settings: HomeViewSettings,
  now: number,
): Promise<HomeViewSettings> {
  const values = {
    dynamics: tf(settings.dynamics),
    articles: tf(settings.articles),
    qa: tf(settings.qa),
    follows: tf(settings.follows),
    favourites: tf(settings.favourites),
    fans: tf(settings.fans),
    updated_at: now,
  };
  await db
    .insertInto('home_view_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  return homeViewSettings(db, userId);
}

/** The tabs this viewer may open: all for the owner, the saved choice for everyone else. */
export async function visibleTabs(
  db: PortalDb,
  profile: ProfileRow,
  viewerId: number | null,
): Promise<HomeViewSettings> {
  if (viewerId === profile.id) return { ...allOn };
  return homeViewSettings(db, profile.id);
}
const allOn: HomeViewSettings = {
  dynamics: true,
  articles: true,
  qa: true,
  follows: true,
  favourites: true,
  fans: true,
};

/** The server's half of the home-view settings: a hidden tab is refused to all but the owner. */
export async function assertTabVisible(
  db: PortalDb,
  profile: ProfileRow,
  viewerId: number | null,
  tab: ProfileTab,
): Promise<void> {
  if (viewerId === profile.id) return;
  const settings = await homeViewSettings(db, profile.id);
  if (!settings[tab]) throw forbidden(PROFILE_MESSAGES.hiddenTab);
}

/** Which of these users the viewer follows. */
async function followedBy(db: PortalDb, viewerId: number | null, ids: number[]): Promise<Set<number>> {
  if (viewerId === null || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('user_follows')
    .select('followee_id')
    .where('follower_id', '=', viewerId)
    .where('followee_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.followee_id));
}

export async function isFollowing(db: PortalDb, viewerId: number | null, userId: number): Promise<boolean> {
  return (await followedBy(db, viewerId, [userId])).has(userId);
}

type Kind =
  | 'pub_mp'
  | 'pub_q'
  | 'pub_a'
  | 'like_mp'
  | 'like_info'
  | 'like_a'
  | 'follow_user'
  | 'follow_topic'
  | 'follow_circle'
  | 'follow_q';

interface TimelineRow {
  kind: string;
  ref_id: number;
  time: number | string | null;
  at: number | string;
}

// biome-ignore lint/suspicious/noExplicitAny: the branches of a union select the same three columns from different tables
type Branch = SelectQueryBuilder<Database, any, TimelineRow>;

const lit = (kind: string) => sql.lit(kind).as('kind');

/** Pages a union of (kind, ref_id, time, at) newest first; the total beside it. */
async function pageUnion(db: PortalDb, branches: Branch[], paging: Paging) {
  const [first, ...rest] = branches;
  if (!first) return { rows: [] as TimelineRow[], total: 0 };
  const union = rest.reduce((q, b) => q.unionAll(b), first);
  const [rows, count] = await Promise.all([
    db
      .selectFrom(union.as('u'))
      .select(['u.kind', 'u.ref_id', 'u.time', 'u.at'])
      .orderBy('u.at', 'desc')
      .orderBy('u.kind')
      .orderBy('u.ref_id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize)
      .execute(),
    db
      .selectFrom(union.as('u'))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as TimelineRow[], total: Number(count.n) };
}

const idsOf = (rows: TimelineRow[], ...kinds: Kind[]) =>
  rows.filter((r) => (kinds as string[]).includes(r.kind)).map((r) => r.ref_id);

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

/**
 * The dynamics tab, built when read from what the tables already hold: what the user published
 * (articles and cases, questions, answers), liked (articles, news, answers) and followed (people,
 * topics, circles, questions), newest first. A like made before like times were kept is placed
 * by its content's time and carries no time of its own.
 */
export async function dynamics(
  db: PortalDb,
  profile: ProfileRow,
  viewerId: number | null,
  paging: Paging,
): Promise<{ list: DynamicItem[]; total: number }> {
  const p = profile.id;
  const own = viewerId === p;
  const branches: Branch[] = [];
  if (!articlesConcealed(profile, viewerId))
    branches.push(
      db
        .selectFrom('mp_articles as m')
        .select([lit('pub_mp'), 'm.id as ref_id', 'm.publish_time as time', 'm.publish_time as at'])
        .where('m.creator_id', '=', p)
        .where('m.status', '=', 'published'),
    );
  branches.push(
    db
      .selectFrom('community_questions as q')
      .select([lit('pub_q'), 'q.id as ref_id', 'q.publish_time as time', 'q.publish_time as at'])
      .where('q.creator_id', '=', p)
      .where('q.status', '=', 'published')
      .$if(!own, (qb) => qb.where('q.is_hide_creator', '=', 'F')),
    db
      .selectFrom('community_answers as a')
      .innerJoin('community_questions as q', 'q.id', 'a.question_id')
      .select([lit('pub_a'), 'a.id as ref_id', 'a.publish_time as time', 'a.publish_time as at'])
      .where('a.creator_id', '=', p)
      .where('a.status', '=', 'published')
      .where('q.status', '=', 'published'),
    db
      .selectFrom('content_diggs as d')
      .innerJoin('mp_articles as m', 'm.id', 'd.target_id')
      .select([
        lit('like_mp'),
        'm.id as ref_id',
        'd.created_at as time',
        sql<number>`coalesce(d.created_at, m.publish_time)`.as('at'),
      ])
      .where('d.user_id', '=', p)
      .where('d.target_type', '=', 'mp_article')
      .where('m.status', '=', 'published'),
    db
      .selectFrom('content_diggs as d')
      .innerJoin('info_articles as i', 'i.id', 'd.target_id')
      .select([
        lit('like_info'),
        'i.id as ref_id',
        'd.created_at as time',
        sql<number>`coalesce(d.created_at, i.publish_date)`.as('at'),
      ])
      .where('d.user_id', '=', p)
      .where('d.target_type', '=', 'info'),
    db
      .selectFrom('content_diggs as d')
      .innerJoin('community_answers as a', 'a.id', 'd.target_id')
      .innerJoin('community_questions as q', 'q.id', 'a.question_id')
      .select([
        lit('like_a'),
        'a.id as ref_id',
        'd.created_at as time',
        sql<number>`coalesce(d.created_at, a.publish_time)`.as('at'),
      ])
      .where('d.user_id', '=', p)
      .where('d.target_type', '=', 'community_answer')
      .where('a.status', '=', 'published')
      .where('q.status', '=', 'published'),
    db
      .selectFrom('user_follows as f')
      .innerJoin('users as u', 'u.id', 'f.followee_id')
      .select([lit('follow_user'), 'u.id as ref_id', 'f.created_at as time', 'f.created_at as at'])
      .where('f.follower_id', '=', p)
      .where((eb) => eb.or([eb('u.identity', 'is', null), eb('u.identity', '<>', IDENTITY.patient)])),
    db
      .selectFrom('community_follows as f')
      .innerJoin('community_topics as t', 't.id', 'f.content_id')
      .select([lit('follow_topic'), 't.id as ref_id', 'f.created_at as time', 'f.created_at as at'])
      .where('f.user_id', '=', p)
      .where('f.type', '=', 'T'),
    db
      .selectFrom('community_follows as f')
      .innerJoin('community_circles as c', 'c.id', 'f.content_id')
      .select([lit('follow_circle'), 'c.id as ref_id', 'f.created_at as time', 'f.created_at as at'])
      .where('f.user_id', '=', p)
      .where('f.type', '=', 'C'),
    db
      .selectFrom('community_follows as f')
      .innerJoin('community_questions as q', 'q.id', 'f.content_id')
      .select([lit('follow_q'), 'q.id as ref_id', 'f.created_at as time', 'f.created_at as at'])
      .where('f.user_id', '=', p)
      .where('f.type', '=', 'Q')
      .where('q.status', '=', 'published'),
  );
  const { rows, total } = await pageUnion(db, branches, paging);

  const mpIds = idsOf(rows, 'pub_mp', 'like_mp');
  const infoIds = idsOf(rows, 'like_info');
  const questionIds = idsOf(rows, 'pub_q', 'follow_q');
  const answerIds = idsOf(rows, 'pub_a', 'like_a');
  const userIds = idsOf(rows, 'follow_user');
  const topicIds = idsOf(rows, 'follow_topic');
  const circleIds = idsOf(rows, 'follow_circle');
  const [mps, infos, questions, answers, users, topics, circles] = await Promise.all([
    mpIds.length
      ? db
          .selectFrom('mp_articles')
          .select(['id', 'type', 'title', 'description', 'cover'])
          .where('id', 'in', mpIds)
          .execute()
      : [],
    infoIds.length
      ? db
          .selectFrom('info_articles')
          .select(['id', 'title', 'summary', 'cover'])
          .where('id', 'in', infoIds)
          .execute()
      : [],
    questionIds.length
      ? db
          .selectFrom('community_questions')
          .select(['id', 'title', 'text'])
          .where('id', 'in', questionIds)
          .execute()
      : [],
    answerIds.length
      ? db
          .selectFrom('community_answers as a')
          .innerJoin('community_questions as q', 'q.id', 'a.question_id')
          .select(['a.id', 'q.title', 'a.text'])
          .where('a.id', 'in', answerIds)
          .execute()
      : [],
    userIds.length
      ? db
          .selectFrom('users')
          .select(['id', 'real_name', 'avatar', 'company', 'title'])
          .where('id', 'in', userIds)
          .execute()
      : [],
    topicIds.length
      ? db
          .selectFrom('community_topics')
          .select(['id', 'title', 'description', 'cover'])
          .where('id', 'in', topicIds)
          .execute()
      : [],
    circleIds.length
      ? db
          .selectFrom('community_circles')
          .select(['id', 'title', 'description', 'image'])
          .where('id', 'in', circleIds)
          .execute()
      : [],
  ]);
  const mp = byId(mps);
  const info = byId(infos);
  const question = byId(questions);
  const answer = byId(answers);
  const user = byId(users);
  const topic = byId(topics);
  const circle = byId(circles);

  const list = rows.flatMap((r): DynamicItem[] => {
    const time = num(r.time);
    const item = (
      action: DynamicItem['action'],
      contentType: DynamicItem['contentType'],
      title: string,
      description: string,
      cover: string,
    ): DynamicItem[] => [{ action, contentType, id: r.ref_id, title, description, cover, time }];
    switch (r.kind as Kind) {
      case 'pub_mp':
      case 'like_mp': {
        const m = mp.get(r.ref_id);
        return m
          ? item(r.kind === 'pub_mp' ? 'publish' : 'like', m.type, m.title, m.description, m.cover)
          : [];
      }
      case 'like_info': {
        const i = info.get(r.ref_id);
        return i ? item('like', 'info', i.title, i.summary, i.cover) : [];
      }
      case 'pub_q':
      case 'follow_q': {
        const q = question.get(r.ref_id);
        return q
          ? item(r.kind === 'pub_q' ? 'publish' : 'follow', 'question', q.title, excerpt(q.text), '')
          : [];
      }
      case 'pub_a':
      case 'like_a': {
        const a = answer.get(r.ref_id);
        return a ? item(r.kind === 'pub_a' ? 'publish' : 'like', 'answer', a.title, excerpt(a.text), '') : [];
      }
      case 'follow_user': {
        const u = user.get(r.ref_id);
        return u
          ? item('follow', 'user', u.real_name, [u.company, u.title].filter(Boolean).join(' '), u.avatar)
          : [];
      }
      case 'follow_topic': {
        const t = topic.get(r.ref_id);
        return t ? item('follow', 'topic', t.title, t.description, t.cover) : [];
      }
      case 'follow_circle': {
        const c = circle.get(r.ref_id);
        return c ? item('follow', 'circle', c.title, c.description, c.image) : [];
      }
      default:
        return [];
    }
  });
  return { list, total };
}

/** 文章 / 病例: the user's published articles and cases, newest first. */
export async function articles(
  db: PortalDb,
  profile: ProfileRow,
  viewerId: number | null,
  type: 'article' | 'case' | undefined,
  paging: Paging,
) {
  if (articlesConcealed(profile, viewerId)) return { list: [], total: 0 };
  const base = db
    .selectFrom('mp_articles')
    .where('creator_id', '=', profile.id)
    .where('status', '=', 'published')
    .$if(type !== undefined, (qb) => qb.where('type', '=', type!));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'type', 'title', 'description', 'cover', 'publish_time', 'views', 'comments', 'diggs'])
      .orderBy('publish_time', 'desc')
      .orderBy('id', 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize)
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
}

/** 问答: the user's questions and answers, newest first; anonymous questions only to themself. */
export async function questionsAndAnswers(
  db: PortalDb,
  profile: ProfileRow,
  viewerId: number | null,
  kind: 'question' | 'answer' | undefined,
  paging: Paging,
): Promise<{ list: ProfileQa[]; total: number }> {
  const own = viewerId === profile.id;
  const branches: Branch[] = [];
  if (kind !== 'answer')
    branches.push(
      db
        .selectFrom('community_questions as q')
        .select([lit('pub_q'), 'q.id as ref_id', 'q.publish_time as time', 'q.publish_time as at'])
        .where('q.creator_id', '=', profile.id)
        .where('q.status', '=', 'published')
        .$if(!own, (qb) => qb.where('q.is_hide_creator', '=', 'F')),
    );
  if (kind !== 'question')
    branches.push(
      db
        .selectFrom('community_answers as a')
        .innerJoin('community_questions as q', 'q.id', 'a.question_id')
        .select([lit('pub_a'), 'a.id as ref_id', 'a.publish_time as time', 'a.publish_time as at'])
        .where('a.creator_id', '=', profile.id)
        .where('a.status', '=', 'published')
        .where('q.status', '=', 'published'),
    );
  const { rows, total } = await pageUnion(db, branches, paging);
  const qIds = idsOf(rows, 'pub_q');
  const aIds = idsOf(rows, 'pub_a');
  const [questions, answers] = await Promise.all([
    qIds.length
      ? db
          .selectFrom('community_questions')
          .select(['id', 'title', 'text', 'publish_time', 'answers', 'is_hide_creator'])
          .where('id', 'in', qIds)
          .execute()
      : [],
    aIds.length
      ? db
          .selectFrom('community_answers as a')
          .innerJoin('community_questions as q', 'q.id', 'a.question_id')
          .select(['a.id', 'a.question_id', 'q.title', 'a.text', 'a.publish_time', 'a.diggs', 'a.comments'])
          .where('a.id', 'in', aIds)
          .execute()
      : [],
  ]);
  const question = byId(questions);
  const answer = byId(answers);
  const list = rows.flatMap((r): ProfileQa[] => {
    if (r.kind === 'pub_q') {
      const q = question.get(r.ref_id);
      return q
        ? [
            {
              kind: 'question',
              id: q.id,
              questionId: q.id,
              title: q.title,
              text: excerpt(q.text),
              publishTime: Number(q.publish_time),
              answers: q.answers,
              diggs: 0,
              comments: 0,
              isHideCreator: q.is_hide_creator,
            },
          ]
        : [];
    }
    const a = answer.get(r.ref_id);
    return a
      ? [
          {
            kind: 'answer',
            id: a.id,
            questionId: a.question_id,
            title: a.title,
            text: excerpt(a.text),
            publishTime: Number(a.publish_time),
            answers: 0,
            diggs: a.diggs,
            comments: a.comments,
            isHideCreator: 'F',
          },
        ]
      : [];
  });
  return { list, total };
}

/**
 * 关注 (whom the user follows) or 粉丝 (who follows the user), newest follow first, each with the
 * viewer's own follow. An anonymous person is listed as 匿名用户 (the fan count includes them).
 */
export async function people(
  db: PortalDb,
  profile: ProfileRow,
  viewerId: number | null,
  direction: 'follows' | 'fans',
  paging: Paging,
): Promise<{ list: ProfileUser[]; total: number }> {
  const [mine, theirs] =
    direction === 'follows'
      ? (['follower_id', 'followee_id'] as const)
      : (['followee_id', 'follower_id'] as const);
  const base = db.selectFrom('user_follows as f').where(`f.${mine}`, '=', profile.id);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    base
      .innerJoin('users as u', 'u.id', `f.${theirs}`)
      .select([
        'u.id',
        'u.real_name',
        'u.avatar',
        'u.identity',
        'u.company',
        'u.department',
        'u.title',
        'u.is_auth',
        'u.fans',
      ])
      .orderBy('f.created_at', 'desc')
      .orderBy(`f.${theirs}`, 'desc')
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize)
      .execute(),
  ]);
  const following = await followedBy(
    db,
    viewerId,
    rows.map((r) => r.id),
  );
  const list = rows.map((r): ProfileUser => {
    const person = publicPerson(r, { viewerId });
    if (person.anonymous)
      return {
        id: person.id,
        realName: person.realName,
        avatar: '',
        company: '',
        department: '',
        title: '',
        isAuth: 0,
        fans: 0,
        anonymous: true,
        followStatus: 'F',
        isSelf: false,
      };
    return {
      id: r.id,
      realName: r.real_name,
      avatar: r.avatar,
      company: r.company ?? '',
      department: r.department ?? '',
      title: r.title ?? '',
      isAuth: r.is_auth,
      fans: r.fans,
      anonymous: false,
      followStatus: tf(following.has(r.id)),
      isSelf: r.id === viewerId,
    };
  });
  return { list, total: Number(count.n) };
}

/** 收藏: articles and cases, news and answers the user collected, newest first. */
export async function collections(
  db: PortalDb,
  profile: ProfileRow,
  paging: Paging,
): Promise<{ list: ProfileCollection[]; total: number }> {
  const p = profile.id;
  const collected = (kind: Kind, contentType: number) =>
    db
      .selectFrom('collections as c')
      .where('c.user_id', '=', p)
      .where('c.content_type', '=', contentType)
      .select([lit(kind), 'c.content_id as ref_id', 'c.created_at as time', 'c.created_at as at']);
  const branches: Branch[] = [
    collected('like_mp', COLLECT_TYPES.mpArticle).where((eb) =>
      eb.exists(
        eb
          .selectFrom('mp_articles as m')
          .select('m.id')
          .whereRef('m.id', '=', 'c.content_id')
          .where('m.status', '=', 'published'),
      ),
    ),
    collected('like_info', COLLECT_TYPES.info).where((eb) =>
      eb.exists(eb.selectFrom('info_articles as i').select('i.id').whereRef('i.id', '=', 'c.content_id')),
    ),
    collected('like_a', COLLECT_TYPES.communityAnswer).where((eb) =>
      eb.exists(
        eb
          .selectFrom('community_answers as a')
          .innerJoin('community_questions as q', 'q.id', 'a.question_id')
          .select('a.id')
          .whereRef('a.id', '=', 'c.content_id')
          .where('a.status', '=', 'published')
          .where('q.status', '=', 'published'),
      ),
    ),
  ];
  const { rows, total } = await pageUnion(db, branches, paging);
  const mpIds = idsOf(rows, 'like_mp');
  const infoIds = idsOf(rows, 'like_info');
  const answerIds = idsOf(rows, 'like_a');
  const [mps, infos, answers] = await Promise.all([
    mpIds.length
      ? db
          .selectFrom('mp_articles')
          .select(['id', 'type', 'title', 'description', 'cover'])
          .where('id', 'in', mpIds)
          .execute()
      : [],
    infoIds.length
      ? db
          .selectFrom('info_articles')
          .select(['id', 'title', 'summary', 'cover'])
          .where('id', 'in', infoIds)
          .execute()
      : [],
    answerIds.length
      ? db
          .selectFrom('community_answers as a')
          .innerJoin('community_questions as q', 'q.id', 'a.question_id')
          .select(['a.id', 'q.title', 'a.text'])
          .where('a.id', 'in', answerIds)
          .execute()
      : [],
  ]);
  const mp = byId(mps);
  const info = byId(infos);
  const answer = byId(answers);
  const list = rows.flatMap((r): ProfileCollection[] => {
    const collectTime = Number(r.at);
    if (r.kind === 'like_mp') {
      const m = mp.get(r.ref_id);
      return m
        ? [
            {
              contentType: m.type,
              id: m.id,
              title: m.title,
              description: m.description,
              cover: m.cover,
              collectTime,
            },
          ]
        : [];
    }
    if (r.kind === 'like_info') {
      const i = info.get(r.ref_id);
      return i
        ? [
            {
              contentType: 'info',
              id: i.id,
              title: i.title,
              description: i.summary,
              cover: i.cover,
              collectTime,
            },
          ]
        : [];
    }
    const a = answer.get(r.ref_id);
    return a
      ? [
          {
            contentType: 'answer',
            id: a.id,
            title: a.title,
            description: excerpt(a.text),
            cover: '',
            collectTime,
          },
        ]
      : [];
  });
  return { list, total };
}

/**
 * What the user follows or subscribes to beyond people, newest first: topics, circles and
 * questions of the community, article columns, departments, product lines and activities.
 */
export async function subscriptions(
  db: PortalDb,
  userId: number,
  paging: Paging,
): Promise<{ list: Subscription[]; total: number }> {
  const follows = (type: 'T' | 'C' | 'Q', kind: Kind) =>
    db
      .selectFrom('community_follows as f')
      .select([lit(kind), 'f.content_id as ref_id', 'f.created_at as time', 'f.created_at as at'])
      .where('f.user_id', '=', userId)
      .where('f.type', '=', type);
  const branches: Branch[] = [
    follows('T', 'follow_topic'),
    follows('C', 'follow_circle'),
    follows('Q', 'follow_q'),
    db
      .selectFrom('column_subscriptions as s')
      .select([lit('column'), 's.column_id as ref_id', 's.created_at as time', 's.created_at as at'])
      .where('s.user_id', '=', userId),
    db
      .selectFrom('department_subscriptions as s')
      .select([lit('department'), 's.department_id as ref_id', 's.created_at as time', 's.created_at as at'])
      .where('s.user_id', '=', userId),
    db
      .selectFrom('product_line_subscriptions as s')
      .select([
        lit('productLine'),
        's.product_line_id as ref_id',
        's.created_at as time',
        's.created_at as at',
      ])
      .where('s.user_id', '=', userId),
    db
      .selectFrom('activity_subscriptions as s')
      .select([lit('activity'), 's.activity_id as ref_id', 's.created_at as time', 's.created_at as at'])
      .where('s.user_id', '=', userId),
  ];
  const { rows, total } = await pageUnion(db, branches, paging);
  const ids = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.ref_id);
  const fetch = async <T extends { id: number }>(list: number[], read: (ids: number[]) => Promise<T[]>) =>
    byId(list.length ? await read(list) : []);
  const [topics, circles, questions, columns, departments, lines, activities] = await Promise.all([
    fetch(ids('follow_topic'), (l) =>
      db.selectFrom('community_topics').select(['id', 'title', 'cover']).where('id', 'in', l).execute(),
    ),
    fetch(ids('follow_circle'), (l) =>
      db
        .selectFrom('community_circles')
        .select(['id', 'title', 'image as cover'])
        .where('id', 'in', l)
        .execute(),
    ),
    fetch(ids('follow_q'), (l) =>
      db
        .selectFrom('community_questions')
        .select(['id', 'title', sql.lit('').as('cover')])
        .where('id', 'in', l)
        .where('status', '=', 'published')
        .execute(),
    ),
    fetch(ids('column'), (l) =>
      db.selectFrom('article_columns').select(['id', 'title', 'cover']).where('id', 'in', l).execute(),
    ),
    fetch(ids('department'), (l) =>
      db
        .selectFrom('departments')
        .select(['id', sql<string>`hospital_group_name || ' ' || name`.as('title'), 'icon_url as cover'])
        .where('id', 'in', l)
        .execute(),
    ),
    fetch(ids('productLine'), (l) =>
      db
        .selectFrom('product_lines')
        .select(['id', 'name as title', 'share_image as cover', 'category_id'])
        .where('id', 'in', l)
        .execute(),
    ),
    fetch(ids('activity'), (l) =>
      db
        .selectFrom('activities')
        .select(['id', 'name as title', 'cover'])
        .where('id', 'in', l)
        .where('status', '=', 'published')
        .execute(),
    ),
  ]);
  const sources: Record<
    string,
    [Subscription['type'], Map<number, { id: number; title: string; cover: string }>]
  > = {
    follow_topic: ['topic', topics],
    follow_circle: ['circle', circles],
    follow_q: ['question', questions],
    column: ['column', columns],
    department: ['department', departments],
    productLine: ['productLine', lines],
    activity: ['activity', activities],
  };
  const list = rows.flatMap((r): Subscription[] => {
    const source = sources[r.kind];
    const found = source?.[1].get(r.ref_id);
    if (!source || !found) return [];
    const categoryId = 'category_id' in found ? ((found.category_id as number | null) ?? null) : null;
    return [
      {
        type: source[0],
        id: found.id,
        title: found.title,
        cover: found.cover,
        categoryId,
        time: Number(r.at),
      },
    ];
  });
  return { list, total };
}

/** The brands a user belongs to, administrators first. */
export function brandsOf(db: PortalDb, userId: number) {
  return db
    .selectFrom('brand_members as bm')
    .innerJoin('brands as b', 'b.id', 'bm.brand_id')
    .select(['b.id', 'b.name', 'b.logo', 'b.description', 'bm.role'])
    .where('bm.user_id', '=', userId)
    .orderBy('bm.role')
    .orderBy('b.id')
    .execute();
}

/** An enterprise profile's products: the newest of their brands' products. */
export function brandProducts(db: PortalDb, brandIds: number[], limit: number) {
  if (brandIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .select(['id', 'name', 'image', 'brand_name', 'category_id'])
    .where('brand_id', 'in', brandIds)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Members and products of the brands, by brand. */
export async function brandSizes(db: PortalDb, brandIds: number[]) {
  if (brandIds.length === 0)
    return { members: new Map<number, number>(), products: new Map<number, number>() };
  const [members, products] = await Promise.all([
    db
      .selectFrom('brand_members')
      .select(['brand_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('brand_id', 'in', brandIds)
      .groupBy('brand_id')
      .execute(),
    db
      .selectFrom('products')
      .select(['brand_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('brand_id', 'in', brandIds)
      .groupBy('brand_id')
      .execute(),
  ]);
  return {
    members: new Map(members.map((m) => [m.brand_id, Number(m.n)])),
    products: new Map(products.map((p) => [p.brand_id ?? 0, Number(p.n)])),
  };
}

/** Whether the user administers a brand (the administrator profile variant). */
export async function administersBrand(db: PortalDb, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('brand_members')
    .select('brand_id')
    .where('user_id', '=', userId)
    .where('role', '=', 'admin')
    .executeTakeFirst();
  return row !== undefined;
}
