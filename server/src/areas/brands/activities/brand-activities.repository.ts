import type { BrandActivity } from '@portal/api/contract/brand';
import { BRAND_MESSAGES, brandActivityPhase } from '@portal/api/rules/brand';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { AppError, badRequest, notFound } from '../../../lib/app-error';

const columns = [
  'a.id',
  'a.name',
  'a.cover',
  'a.share_image',
  'a.brand_id',
  'b.name as brand_name',
  'a.category_id',
  'a.place',
  'a.start_time',
  'a.end_time',
  'a.capacity',
  'a.signups',
  'a.views',
  'a.contents',
  'a.subscribers',
  'a.description',
] as const;

type Row = {
  id: number;
  name: string;
  cover: string;
  share_image: string;
  brand_id: number;
  brand_name: string;
  category_id: number | null;
  place: string;
  start_time: number;
  end_time: number;
  capacity: number;
  signups: number;
  views: number;
  contents: number;
  subscribers: number;
  description: string;
};

/**
 * Brand activities: reading them with the viewer's subscription and sign-up, and signing up. The
 * phase follows from the times at `now`; sign-up is open until the activity ends, within its places.
 */
export function createBrandActivitiesRepository(db: PortalDb) {
  const activities = () =>
    db.selectFrom('brand_activities as a').innerJoin('brands as b', 'b.id', 'a.brand_id');

  async function viewerMarks(viewerId: number | null, ids: readonly number[]) {
    if (viewerId === null || ids.length === 0)
      return { subscribed: new Set<number>(), signed: new Set<number>() };
    const [subs, signups] = await Promise.all([
      db
        .selectFrom('brand_activity_subscriptions')
        .select('activity_id')
        .where('user_id', '=', viewerId)
        .where('activity_id', 'in', [...ids])
        .execute(),
      db
        .selectFrom('brand_activity_signups')
        .select('activity_id')
        .where('user_id', '=', viewerId)
        .where('activity_id', 'in', [...ids])
        .execute(),
    ]);
    return {
      subscribed: new Set(subs.map((r) => r.activity_id)),
      signed: new Set(signups.map((r) => r.activity_id)),
    };
  }

  async function toActivities(rows: readonly Row[], viewerId: number | null, now: number) {
    const marks = await viewerMarks(
      viewerId,
      rows.map((r) => r.id),
    );
    return rows.map(
      (r): BrandActivity => ({
        id: r.id,
        name: r.name,
        cover: r.cover,
        shareImage: r.share_image,
        brand: { id: r.brand_id, name: r.brand_name },
        categoryId: r.category_id,
        place: r.place,
        startTime: Number(r.start_time),
        endTime: Number(r.end_time),
        phase: brandActivityPhase({ startTime: Number(r.start_time), endTime: Number(r.end_time) }, now),
        capacity: Number(r.capacity),
        signups: Number(r.signups),
        views: Number(r.views),
        contents: Number(r.contents),
        subscribers: Number(r.subscribers),
        subscribeStatus: marks.subscribed.has(r.id) ? 'T' : 'F',
        signUpStatus: marks.signed.has(r.id) ? 'T' : 'F',
        description: r.description,
      }),
    );
  }

  return {
    async activity(id: number, viewerId: number | null, now: number): Promise<BrandActivity> {
      const row = await activities().select(columns).where('a.id', '=', id).executeTakeFirst();
      if (!row) throw notFound(BRAND_MESSAGES.activityNotFound);
      const [activity] = await toActivities([row], viewerId, now);
      return activity as BrandActivity;
    },

    /** a brand's or a category's activities: coming and running ones first (soonest first), then ended ones (latest first) */
    async list(
      filter: { brandId?: number; categoryId?: number },
      page: { pageNo: number; pageSize: number },
      viewerId: number | null,
      now: number,
    ): Promise<{ items: BrandActivity[]; total: number }> {
      const scoped = () =>
        activities()
          .$if(filter.brandId !== undefined, (q) => q.where('a.brand_id', '=', filter.brandId!))
          .$if(filter.categoryId !== undefined, (q) => q.where('a.category_id', '=', filter.categoryId!));
      const [rows, count] = await Promise.all([
        scoped()
          .select(columns)
          .orderBy(sql`case when a.end_time > ${now} then 0 else 1 end`)
          .orderBy(sql`case when a.end_time > ${now} then a.start_time else -a.end_time end`)
          .orderBy('a.id')
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize)
          .execute(),
        scoped()
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirst(),
      ]);
      return { items: await toActivities(rows, viewerId, now), total: Number(count?.n ?? 0) };
    },

    async countView(id: number) {
      await db
        .updateTable('brand_activities')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },

    async assertExists(id: number) {
      const row = await db
        .selectFrom('brand_activities')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw notFound(BRAND_MESSAGES.activityNotFound);
    },

    /**
     * Signs the user up, or cancels their sign-up, until the activity ends. A new sign-up takes a
     * place only while one is left: the count rises by a conditional update in the sign-up's
     * transaction, so concurrent sign-ups never pass the capacity (PostgreSQL re-checks the
     * condition on the locked row; SQLite runs writers one at a time).
     */
    async toggleSignUp(activityId: number, userId: number, now: number) {
      return db.transaction().execute(async (trx) => {
        const activity = await trx
          .selectFrom('brand_activities')
          .select(['id', 'end_time'])
          .where('id', '=', activityId)
          .executeTakeFirst();
        if (!activity) throw notFound(BRAND_MESSAGES.activityNotFound);
        if (now >= Number(activity.end_time)) throw badRequest(BRAND_MESSAGES.activityEnded);
        const inserted = await trx
          .insertInto('brand_activity_signups')
          .values({ activity_id: activityId, user_id: userId, created_at: now })
          .onConflict((oc) => oc.columns(['activity_id', 'user_id']).doNothing())
          .executeTakeFirst();
        let on: boolean;
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
          const taken = await trx
            .updateTable('brand_activities')
            .set((eb) => ({ signups: eb('signups', '+', 1) }))
            .where('id', '=', activityId)
            .where((eb) => eb.or([eb('capacity', '=', 0), eb('signups', '<', eb.ref('capacity'))]))
            .executeTakeFirst();
          // no place left: the transaction (and its sign-up row) is rolled back
          if (Number(taken.numUpdatedRows) === 0) throw new AppError(409, BRAND_MESSAGES.activityFull);
          on = true;
        } else {
          await trx
            .deleteFrom('brand_activity_signups')
            .where('activity_id', '=', activityId)
            .where('user_id', '=', userId)
            .execute();
          await trx
            .updateTable('brand_activities')
            .set((eb) => ({ signups: eb('signups', '-', 1) }))
            .where('id', '=', activityId)
            .where('signups', '>', 0)
            .execute();
          on = false;
        }
        const after = await trx
          .selectFrom('brand_activities')
          .select('signups')
          .where('id', '=', activityId)
          .executeTakeFirstOrThrow();
        return { on, count: Number(after.signups) };
      });
    },
  };
}

export type BrandActivitiesRepository = ReturnType<typeof createBrandActivitiesRepository>;
