import type {
  Collector,
  ColumnDetail,
  ColumnItem,
  ContentEntry,
  HonorArticleType,
  HonorInfo,
  WeeklyDetail,
  WeeklyRef,
  WeeklySection,
} from '@portal/api/contract/weeklies-columns';
import type { DisplayArea } from '@portal/api/identity';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import type { SidebarContentType } from '@portal/api/rules/sidebar';
import type { PortalDb } from '../../../db/database';
import { counter, marker, toggle } from '../../../engagement/toggle';
import { notFound } from '../../../lib/app-error';
import { type PublicPerson, publicPerson } from '../../../people/public-person';
import { visibleArticle } from '../articles/articles.repository';
import { readInfoItems } from '../info/info.repository';
import type { ItemContentType } from './schema';

export const WEEKLY_MISSING = '周刊不存在';
export const COLUMN_MISSING = '专栏不存在';
export const INFO_MISSING = '资讯不存在或已下线';

/** spec: honor info and collectors say A (user-written, ugc) or I (news, pgc) */
export const contentTypeOf = (articleType: HonorArticleType | SidebarContentType): ItemContentType =>
  articleType === 'I' ? 'info' : 'mp';
export const collectTypeOf = (articleType: HonorArticleType): number =>
  articleType === 'I' ? COLLECT_TYPES.info : COLLECT_TYPES.mpArticle;

/** where a collector is shown: identity 7 is anonymous on user-written articles only */
const areaOf = (articleType: HonorArticleType): DisplayArea => (articleType === 'I' ? 'info' : 'article');

const columnCreator = (person: PublicPerson) => ({
  id: person.id,
  realName: person.realName,
  company: person.company,
  avatarAddress: person.avatar,
});

const HONOR_COLLECTOR_NAMES = 5;

interface ContentRef {
  content_type: ItemContentType;
  content_id: number;
}
const refKey = (type: ItemContentType, id: number) => `${type}:${id}`;

/** Column items whose content is still public (news items, published user articles). */
function visibleColumnItems(db: PortalDb) {
  return db
    .selectFrom('article_column_items as i')
    .leftJoin('info_articles as ia', (j) =>
      j.onRef('ia.id', '=', 'i.content_id').on('i.content_type', '=', 'info'),
    )
    .leftJoin('mp_articles as mp', (j) =>
      j.onRef('mp.id', '=', 'i.content_id').on('i.content_type', '=', 'mp').on('mp.status', '=', 'published'),
    )
    .where((eb) => eb.or([eb('ia.id', 'is not', null), eb('mp.id', 'is not', null)]));
}

export function createWeeklyColumnRepository(db: PortalDb) {
  /** The entries behind item references, in their order; items whose content is gone are left out. */
  async function entries(refs: readonly ContentRef[]): Promise<(ContentEntry & { key: string })[]> {
    const infoIds = refs.filter((r) => r.content_type === 'info').map((r) => r.content_id);
    const mpIds = refs.filter((r) => r.content_type === 'mp').map((r) => r.content_id);
    const [infos, mps] = await Promise.all([
      readInfoItems(db, infoIds),
      mpIds.length
        ? db
            .selectFrom('mp_articles')
            .innerJoin('users', 'users.id', 'mp_articles.creator_id')
            .select([
              'mp_articles.id',
              'mp_articles.title',
              'mp_articles.cover',
              'mp_articles.description',
              'mp_articles.publish_time',
              'users.id as user_id',
              'users.real_name',
              'users.avatar',
              'users.identity',
            ])
            .where('mp_articles.id', 'in', mpIds)
            .where('mp_articles.status', '=', 'published')
            .execute()
        : [],
    ]);
    const byKey = new Map<string, ContentEntry>();
    for (const i of infos.values()) {
      byKey.set(refKey('info', i.infoId), {
        jumpType: 'info',
        id: i.infoId,
        url: i.url,
        title: i.infoTitle,
        cover: i.infoImg,
        summary: i.searchDescription,
        authorNames: i.authorNames,
        publishTime: i.publishDate,
      });
    }
    for (const m of mps) {
      byKey.set(refKey('mp', m.id), {
        jumpType: 'mparticle',
        id: m.id,
        // the host's jump rule goes by id for mparticle
        url: '',
        title: m.title,
        cover: m.cover,
        summary: m.description,
        authorNames: publicPerson({ ...m, id: m.user_id }, { area: 'article' }).realName,
        publishTime: Number(m.publish_time),
      });
    }
    const out: (ContentEntry & { key: string })[] = [];
    for (const ref of refs) {
      const key = refKey(ref.content_type, ref.content_id);
      const entry = byKey.get(key);
      if (entry) out.push({ ...entry, key });
    }
    return out;
  }

  function weeklyRef(row: { id: number; name: string; issue_no: number } | undefined): WeeklyRef | null {
    return row ? { weeklyId: row.id, weeklyName: row.name, issueNo: row.issue_no } : null;
  }

  /** Checks the article exists and is public (or the viewer's own, for user articles); else 404. */
  async function visibleContent(type: ItemContentType, id: number, viewerId: number | null) {
    if (type === 'mp') {
      await visibleArticle(db, id, viewerId);
      return;
    }
    const row = await db.selectFrom('info_articles').select('id').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(INFO_MISSING);
  }

  async function contentsOf(columnIds: number[]): Promise<Map<number, number>> {
    if (columnIds.length === 0) return new Map();
    const rows = await visibleColumnItems(db)
      .select(['i.column_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('i.column_id', 'in', columnIds)
      .groupBy('i.column_id')
      .execute();
    return new Map(rows.map((r) => [r.column_id, Number(r.n)]));
  }

  async function columnRow(id: number) {
    const row = await db.selectFrom('article_columns').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(COLUMN_MISSING);
    return row;
  }

  return {
    async weeklyDetail(weeklyId: number): Promise<WeeklyDetail> {
      const weekly = await db
        .selectFrom('weeklies')
        .selectAll()
        .where('id', '=', weeklyId)
        .executeTakeFirst();
      if (!weekly) throw notFound(WEEKLY_MISSING);
      const [items, previous, next] = await Promise.all([
        db
          .selectFrom('weekly_items')
          .select(['section', 'content_type', 'content_id'])
          .where('weekly_id', '=', weeklyId)
          .orderBy('sort')
          .execute(),
        db
          .selectFrom('weeklies')
          .select(['id', 'name', 'issue_no'])
          .where('name', '=', weekly.name)
          .where('issue_no', '<', weekly.issue_no)
          .orderBy('issue_no', 'desc')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('weeklies')
          .select(['id', 'name', 'issue_no'])
          .where('name', '=', weekly.name)
          .where('issue_no', '>', weekly.issue_no)
          .orderBy('issue_no')
          .limit(1)
          .executeTakeFirst(),
      ]);
      const resolved = new Map((await entries(items)).map((e) => [e.key, e]));
      const sections: WeeklySection[] = [];
      for (const item of items) {
        const found = resolved.get(refKey(item.content_type, item.content_id));
        if (!found) continue;
        const { key: _key, ...entry } = found;
        let section = sections.find((s) => s.name === item.section);
        if (!section) {
          section = { name: item.section, items: [] };
          sections.push(section);
        }
        section.items.push(entry);
      }
      return {
        weeklyId: weekly.id,
        weeklyName: weekly.name,
        issueNo: weekly.issue_no,
        cover: weekly.cover,
        publishDate: Number(weekly.publish_date),
        summary: weekly.summary,
        views: weekly.views,
        sections,
        previous: weeklyRef(previous),
        next: weeklyRef(next),
      };
    },

    async columnDetail(
      id: number,
      type: 'pgc' | 'ugc' | undefined,
      viewerId: number | null,
    ): Promise<ColumnDetail> {
      const row = await columnRow(id);
      if (type && type !== row.type) throw notFound(COLUMN_MISSING);
      const [contents, creator, subscribed] = await Promise.all([
        contentsOf([id]),
        row.creator_id === null
          ? undefined
          : db
              .selectFrom('users')
              .select(['id', 'real_name', 'company', 'avatar', 'identity'])
              .where('id', '=', row.creator_id)
              .executeTakeFirst(),
        viewerId === null
          ? undefined
          : db
              .selectFrom('column_subscriptions')
              .select('user_id')
              .where('column_id', '=', id)
              .where('user_id', '=', viewerId)
              .executeTakeFirst(),
      ]);
      return {
        id: row.id,
        type: row.type,
        title: row.title,
        cover: row.cover,
        views: row.views,
        contents: contents.get(id) ?? 0,
        description: row.description,
        subscribers: row.subscribers,
        subscribeStatus: subscribed ? 'T' : 'F',
        updateTime: Number(row.updated_at),
        creator: creator ? columnCreator(publicPerson(creator, { viewerId, area: 'article' })) : null,
      };
    },

    async columnItems(id: number, pageNo: number, pageSize: number) {
      await columnRow(id);
      const [total, refs] = await Promise.all([
        visibleColumnItems(db)
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('i.column_id', '=', id)
          .executeTakeFirst(),
        visibleColumnItems(db)
          .select(['i.content_type', 'i.content_id'])
          .where('i.column_id', '=', id)
          .orderBy('i.sort')
          .orderBy('i.content_id')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
      ]);
      const list = (await entries(refs)).map(({ key: _key, ...entry }) => entry);
      return { list, totalCount: Number(total?.n ?? 0) };
    },

    async toggleSubscription(columnId: number, userId: number, now: number) {
      await columnRow(columnId);
      return toggle(db, {
        ...marker('column_subscriptions', { column_id: columnId, user_id: userId }, { created_at: now }),
        ...counter('article_columns', 'subscribers', columnId),
      });
    },

    /** The columns holding an article, the most subscribed first. */
    async specials(
      articleId: number,
      type: SidebarContentType,
      viewerId: number | null,
    ): Promise<ColumnItem[]> {
      const contentType = contentTypeOf(type);
      await visibleContent(contentType, articleId, viewerId);
      const rows = await db
        .selectFrom('article_columns as c')
        .innerJoin('article_column_items as i', 'i.column_id', 'c.id')
        .select(['c.id', 'c.type', 'c.title', 'c.cover', 'c.views'])
        .where('i.content_type', '=', contentType)
        .where('i.content_id', '=', articleId)
        .orderBy('c.subscribers', 'desc')
        .orderBy('c.id')
        .execute();
      const contents = await contentsOf(rows.map((r) => r.id));
      return rows.map((r) => ({ ...r, contents: contents.get(r.id) ?? 0 }));
    },

    async honorInfo(
      articleId: number,
      articleType: HonorArticleType,
      viewerId: number | null,
    ): Promise<HonorInfo> {
      const contentType = contentTypeOf(articleType);
      await visibleContent(contentType, articleId, viewerId);
      const collectType = collectTypeOf(articleType);
      const [weekly, names, total] = await Promise.all([
        db
          .selectFrom('weeklies as w')
          .innerJoin('weekly_items as i', 'i.weekly_id', 'w.id')
          .select(['w.id', 'w.name', 'w.issue_no'])
          .where('i.content_type', '=', contentType)
          .where('i.content_id', '=', articleId)
          .orderBy('w.publish_date', 'desc')
          .orderBy('w.id', 'desc')
          .limit(1)
          .executeTakeFirst(),
        db
          .selectFrom('collections')
          .innerJoin('users', 'users.id', 'collections.user_id')
          .select(['users.id', 'users.real_name', 'users.avatar', 'users.identity'])
          .where('collections.content_type', '=', collectType)
          .where('collections.content_id', '=', articleId)
          .orderBy('collections.created_at', 'desc')
          .orderBy('collections.user_id', 'desc')
          .limit(HONOR_COLLECTOR_NAMES)
          .execute(),
        db
          .selectFrom('collections')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('content_type', '=', collectType)
          .where('content_id', '=', articleId)
          .executeTakeFirst(),
      ]);
      return {
        weekly: weeklyRef(weekly),
        collect: {
          collectorNameList: names.map(
            (n) => publicPerson(n, { viewerId, area: areaOf(articleType) }).realName,
          ),
          total: Number(total?.n ?? 0),
        },
      };
    },

    /** Who collected an article, the latest first; `isFollow` for the viewer (false for visitors). */
    async collectors(
      articleId: number,
      articleType: HonorArticleType,
      pageNo: number,
      pageSize: number,
      viewerId: number | null,
    ): Promise<{ list: Collector[]; totalCount: number }> {
      await visibleContent(contentTypeOf(articleType), articleId, viewerId);
      const collectType = collectTypeOf(articleType);
      const [total, rows] = await Promise.all([
        db
          .selectFrom('collections')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('content_type', '=', collectType)
          .where('content_id', '=', articleId)
          .executeTakeFirst(),
        db
          .selectFrom('collections')
          .innerJoin('users', 'users.id', 'collections.user_id')
          .select(['users.id', 'users.real_name', 'users.company', 'users.avatar', 'users.identity'])
          .where('collections.content_type', '=', collectType)
          .where('collections.content_id', '=', articleId)
          .orderBy('collections.created_at', 'desc')
          .orderBy('collections.user_id', 'desc')
          .limit(pageSize)
          .offset((pageNo - 1) * pageSize)
          .execute(),
      ]);
      const followed =
        viewerId === null || rows.length === 0
          ? new Set<number>()
          : new Set(
              (
                await db
                  .selectFrom('user_follows')
                  .select('followee_id')
                  .where('follower_id', '=', viewerId)
                  .where(
                    'followee_id',
                    'in',
                    rows.map((r) => r.id),
                  )
                  .execute()
              ).map((f) => f.followee_id),
            );
      return {
        list: rows.map((r) => {
          const collector = publicPerson(r, { viewerId, area: areaOf(articleType) });
          return {
            userId: collector.id,
            realName: collector.realName,
            company: collector.company,
            userAvatar: collector.avatar,
            isFollow: !collector.anonymous && followed.has(r.id),
          };
        }),
        totalCount: Number(total?.n ?? 0),
      };
    },
  };
}
