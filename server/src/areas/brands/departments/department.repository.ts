import type {
  DepartmentDetail,
  DepartmentFeedback,
  DepartmentMember,
  JoinApplication,
  JoinApplicationState,
  SiblingDepartment,
} from '@portal/api/contract/department';
import {
  DEPARTMENT_LIMITS,
  DEPARTMENT_MESSAGES,
  FEEDBACK_MESSAGES,
  type FeedbackType,
  JOIN_MESSAGES,
  MEMBER_MESSAGES,
} from '@portal/api/rules/department';
import { COLLECT_TYPES } from '@portal/api/rules/engagement';
import { sql } from 'kysely';
import type { PortalDb } from '../../../db/database';
import { marker, toggle, uncounted } from '../../../engagement/toggle';
import { AppError, notFound } from '../../../lib/app-error';
import { publicPerson } from '../../../people/public-person';
import { assertDepartmentAdmin } from './department-roles';

const DAY = 86_400_000;

interface Paging {
  pageNo: number;
  pageSize: number;
}

const count = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/** a person as the department pages show them: the public shape (匿名用户, id 0, for an anonymous one) */
function person(
  row: { id: number; real_name: string; avatar: string; identity: number | null },
  viewerId: number | null,
) {
  const shown = publicPerson(row, { viewerId });
  return { id: shown.id, realName: shown.realName, avatarAddress: shown.avatar };
}

const applicationState = (row: {
  id: number;
  status: JoinApplicationState['status'];
  reason: string;
  created_at: number | string;
  decided_at: number | string | null;
}): JoinApplicationState => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  createdAt: Number(row.created_at),
  decidedAt: row.decided_at === null ? null : Number(row.decided_at),
});

/**
 * A department's page, members, collection, feedback and identity audit. Who acts is always the
 * caller's session user; an administrator is a member whose role is `admin` (`department-roles.ts`).
 */
export function createDepartmentsRepository(db: PortalDb) {
  const assertExists = async (trx: PortalDb, departmentId: number) => {
    const row = await trx
      .selectFrom('departments')
      .select('id')
      .where('id', '=', departmentId)
      .executeTakeFirst();
    if (!row) throw notFound(DEPARTMENT_MESSAGES.notFound);
  };

  /** the person's latest application to the department */
  const latestApplication = (trx: PortalDb, departmentId: number, userId: number) =>
    trx
      .selectFrom('department_join_applications')
      .select(['id', 'status', 'reason', 'created_at', 'decided_at'])
      .where('department_id', '=', departmentId)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();

  return {
    assertExists: (departmentId: number) => assertExists(db, departmentId),

    /** the department, and what the viewer is to it */
    async detail(departmentId: number, viewerId: number | null): Promise<DepartmentDetail> {
      const row = await db
        .selectFrom('departments')
        .select([
          'id',
          'hospital_group_name',
          'name',
          'icon_url',
          'city',
          'description',
          'member_total',
          'subscribers',
          'views',
        ])
        .where('id', '=', departmentId)
        .executeTakeFirst();
      if (!row) throw notFound(DEPARTMENT_MESSAGES.notFound);
      const [subscribed, collected, membership, application] =
        viewerId === null
          ? [undefined, undefined, undefined, undefined]
          : await Promise.all([
              db
                .selectFrom('department_subscriptions')
                .select('user_id')
                .where('department_id', '=', departmentId)
                .where('user_id', '=', viewerId)
                .executeTakeFirst(),
              db
                .selectFrom('collections')
                .select('user_id')
                .where('user_id', '=', viewerId)
                .where('content_type', '=', COLLECT_TYPES.department)
                .where('content_id', '=', departmentId)
                .executeTakeFirst(),
              db
                .selectFrom('department_members')
                .select('role')
                .where('department_id', '=', departmentId)
                .where('user_id', '=', viewerId)
                .executeTakeFirst(),
              latestApplication(db, departmentId, viewerId),
            ]);
      return {
        id: row.id,
        hospitalGroupName: row.hospital_group_name,
        name: row.name,
        iconUrl: row.icon_url,
        city: row.city,
        description: row.description,
        memberTotal: row.member_total,
        subscribers: row.subscribers,
        views: row.views,
        isSubscribe: subscribed !== undefined,
        isCollect: collected !== undefined,
        isMember: membership !== undefined,
        isAdmin: membership?.role === 'admin',
        application: application ? applicationState(application) : null,
      };
    },

    async countView(departmentId: number) {
      await db
        .updateTable('departments')
        .set((eb) => ({ views: eb('views', '+', 1) }))
        .where('id', '=', departmentId)
        .execute();
    },

    /** its members: administrators first, then by when they joined */
    async members(
      departmentId: number,
      viewerId: number | null,
      page: Paging,
    ): Promise<{ items: DepartmentMember[]; total: number }> {
      await assertExists(db, departmentId);
      const [rows, total] = await Promise.all([
        db
          .selectFrom('department_members as m')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select([
            'u.id',
            'u.real_name',
            'u.avatar',
            'u.identity',
            'u.title',
            'u.company',
            'm.role',
            'm.created_at',
          ])
          .where('m.department_id', '=', departmentId)
          .orderBy(sql`case when m.role = 'admin' then 0 else 1 end`)
          .orderBy('m.created_at')
          .orderBy('m.user_id')
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize)
          .execute(),
        db
          .selectFrom('department_members')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('department_id', '=', departmentId)
          .executeTakeFirst(),
      ]);
      return {
        items: rows.map((r) => {
          const shown = publicPerson(r, { viewerId });
          return {
            id: shown.id,
            realName: shown.realName,
            avatarAddress: shown.avatar,
            title: shown.anonymous ? '' : (r.title ?? ''),
            company: shown.company,
            role: r.role,
            joinedAt: Number(r.created_at),
          };
        }),
        total: count(total),
      };
    },

    /**
     * 移出科室: an administrator removes a member who does not administer it (an administrator
     * stays; one leaves only by another way), and the member count drops with the row, in one
     * transaction. The removed doctor may apply again.
     */
    async removeMember(departmentId: number, memberId: number, adminId: number) {
      return db.transaction().execute(async (trx) => {
        await assertExists(trx, departmentId);
        await assertDepartmentAdmin(trx, departmentId, adminId, MEMBER_MESSAGES.forbidden);
        const member = await trx
          .selectFrom('department_members')
          .select('role')
          .where('department_id', '=', departmentId)
          .where('user_id', '=', memberId)
          .executeTakeFirst();
        if (!member) throw notFound(MEMBER_MESSAGES.notMember);
        if (member.role === 'admin') throw new AppError(409, MEMBER_MESSAGES.adminStays);
        const removed = await trx
          .deleteFrom('department_members')
          .where('department_id', '=', departmentId)
          .where('user_id', '=', memberId)
          .where('role', '=', 'member')
          .executeTakeFirst();
        // of two removals at once, the second deletes nothing and counts nothing
        if (Number(removed.numDeletedRows) === 0) throw notFound(MEMBER_MESSAGES.notMember);
        await trx
          .updateTable('departments')
          .set((eb) => ({ member_total: eb('member_total', '-', 1) }))
          .where('id', '=', departmentId)
          .where('member_total', '>', 0)
          .execute();
        const total = await trx
          .selectFrom('departments')
          .select('member_total')
          .where('id', '=', departmentId)
          .executeTakeFirstOrThrow();
        return { memberTotal: total.member_total };
      });
    },

    /** the same hospital's other departments, most members first (spec 7 department lists) */
    async siblings(departmentId: number): Promise<SiblingDepartment[]> {
      const own = await db
        .selectFrom('departments')
        .select('hospital_group_name')
        .where('id', '=', departmentId)
        .executeTakeFirst();
      if (!own) throw notFound(DEPARTMENT_MESSAGES.notFound);
      const rows = await db
        .selectFrom('departments')
        .select(['id', 'name', 'icon_url', 'member_total', 'subscribers'])
        .where('hospital_group_name', '=', own.hospital_group_name)
        .where('id', '!=', departmentId)
        .orderBy('member_total', 'desc')
        .orderBy('id')
        .limit(DEPARTMENT_LIMITS.sameHospital)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        iconUrl: r.icon_url,
        memberTotal: r.member_total,
        subscribers: r.subscribers,
      }));
    },

    /** collect or uncollect: a `collections` row of type department (the profile's 收藏 lists it) */
    async toggleCollect(departmentId: number, userId: number, now: number) {
      await assertExists(db, departmentId);
      const { on } = await toggle(db, {
        ...marker(
          'collections',
          { user_id: userId, content_type: COLLECT_TYPES.department, content_id: departmentId },
          { created_at: now },
        ),
        ...uncounted,
      });
      return on;
    },

    /**
     * Keeps a person's feedback, at most `feedbackPerDay` a day per department. The check and the
     * insert share a transaction; two at once may both pass on PostgreSQL, which the per-client
     * rate limit of the route bounds (as leads).
     */
    async submitFeedback(
      departmentId: number,
      userId: number,
      feedback: { type: FeedbackType; text: string },
      now: number,
    ) {
      return db.transaction().execute(async (trx) => {
        await assertExists(trx, departmentId);
        const today = await trx
          .selectFrom('department_feedback')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', userId)
          .where('department_id', '=', departmentId)
          .where('created_at', '>', now - DAY)
          .executeTakeFirst();
        if (count(today) >= DEPARTMENT_LIMITS.feedbackPerDay)
          throw new AppError(429, FEEDBACK_MESSAGES.dailyLimit);
        const row = await trx
          .insertInto('department_feedback')
          .values({ department_id: departmentId, user_id: userId, ...feedback, created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      });
    },

    /** the department's feedback, newest first: its administrators only */
    async feedback(
      departmentId: number,
      adminId: number,
      page: Paging,
    ): Promise<{ items: DepartmentFeedback[]; total: number }> {
      await assertDepartmentAdmin(db, departmentId, adminId, FEEDBACK_MESSAGES.forbidden);
      const [rows, total] = await Promise.all([
        db
          .selectFrom('department_feedback as f')
          .innerJoin('users as u', 'u.id', 'f.user_id')
          .select([
            'f.id',
            'f.type',
            'f.text',
            'f.created_at',
            'u.id as user_id',
            'u.real_name',
            'u.avatar',
            'u.identity',
          ])
          .where('f.department_id', '=', departmentId)
          .orderBy('f.created_at', 'desc')
          .orderBy('f.id', 'desc')
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize)
          .execute(),
        db
          .selectFrom('department_feedback')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('department_id', '=', departmentId)
          .executeTakeFirst(),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          type: r.type,
          text: r.text,
          createdAt: Number(r.created_at),
          user: person(
            { id: r.user_id, real_name: r.real_name, avatar: r.avatar, identity: r.identity },
            adminId,
          ),
        })),
        total: count(total),
      };
    },

    /**
     * A doctor's application to join (who may is checked by the route). One pending per person and
     * department, held by a unique index: of two sent at once, one is kept and the other told it waits.
     */
    async apply(departmentId: number, userId: number, remark: string, now: number) {
      return db.transaction().execute(async (trx) => {
        await assertExists(trx, departmentId);
        const member = await trx
          .selectFrom('department_members')
          .select('user_id')
          .where('department_id', '=', departmentId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (member) throw new AppError(409, JOIN_MESSAGES.alreadyMember);
        const row = await trx
          .insertInto('department_join_applications')
          .values({
            department_id: departmentId,
            user_id: userId,
            status: 'pending',
            remark,
            reason: '',
            created_at: now,
            decided_at: null,
            decided_by: null,
          })
          .onConflict((oc) => oc.doNothing())
          .returning(['id', 'status', 'reason', 'created_at', 'decided_at'])
          .executeTakeFirst();
        if (!row) throw new AppError(409, JOIN_MESSAGES.pending);
        return applicationState(row);
      });
    },

    /** the department's pending applications, oldest first: its administrators only */
    async applications(
      departmentId: number,
      adminId: number,
      page: Paging,
    ): Promise<{ items: JoinApplication[]; total: number }> {
      await assertDepartmentAdmin(db, departmentId, adminId, JOIN_MESSAGES.forbidden);
      const pending = db
        .selectFrom('department_join_applications as a')
        .where('a.department_id', '=', departmentId)
        .where('a.status', '=', 'pending');
      const [rows, total] = await Promise.all([
        pending
          .innerJoin('users as u', 'u.id', 'a.user_id')
          .select([
            'a.id',
            'a.remark',
            'a.created_at',
            'u.id as user_id',
            'u.real_name',
            'u.avatar',
            'u.identity',
            'u.title',
            'u.company',
            'u.department',
          ])
          .orderBy('a.created_at')
          .orderBy('a.id')
          .limit(page.pageSize)
          .offset((page.pageNo - 1) * page.pageSize)
          .execute(),
        pending.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          remark: r.remark,
          createdAt: Number(r.created_at),
          applicant: {
            ...person(
              { id: r.user_id, real_name: r.real_name, avatar: r.avatar, identity: r.identity },
              adminId,
            ),
            title: r.title ?? '',
            company: r.company ?? '',
            department: r.department ?? '',
          },
        })),
        total: count(total),
      };
    },

    /** refuses anyone but an administrator of the application's department (404 for no application) */
    async assertMayDecide(applicationId: number, adminId: number) {
      const application = await db
        .selectFrom('department_join_applications')
        .select('department_id')
        .where('id', '=', applicationId)
        .executeTakeFirst();
      if (!application) throw notFound(JOIN_MESSAGES.applicationNotFound);
      await assertDepartmentAdmin(db, application.department_id, adminId, JOIN_MESSAGES.forbidden);
    },

    /**
     * An administrator of the application's department decides it, once: the application leaves
     * `pending` by an update conditional on it still being pending, so a replay or a second
     * administrator at the same moment is told it was decided already (409). Approving makes the
     * applicant a member and counts them in `member_total`, in the same transaction.
     */
    async decide(
      applicationId: number,
      adminId: number,
      decision: { approve: true } | { approve: false; reason: string },
      now: number,
    ): Promise<{ status: 'approved' | 'rejected'; memberTotal: number }> {
      return db.transaction().execute(async (trx) => {
        const application = await trx
          .selectFrom('department_join_applications')
          .select(['department_id', 'user_id'])
          .where('id', '=', applicationId)
          .executeTakeFirst();
        if (!application) throw notFound(JOIN_MESSAGES.applicationNotFound);
        const departmentId = application.department_id;
        // who may comes first: anyone else learns nothing of the application's state
        await assertDepartmentAdmin(trx, departmentId, adminId, JOIN_MESSAGES.forbidden);
        const status = decision.approve ? ('approved' as const) : ('rejected' as const);
        const decided = await trx
          .updateTable('department_join_applications')
          .set({
            status,
            reason: decision.approve ? '' : decision.reason,
            decided_at: now,
            decided_by: adminId,
          })
          .where('id', '=', applicationId)
          .where('status', '=', 'pending')
          .executeTakeFirst();
        if (Number(decided.numUpdatedRows) === 0) throw new AppError(409, JOIN_MESSAGES.alreadyDecided);
        if (decision.approve) {
          const joined = await trx
            .insertInto('department_members')
            .values({ department_id: departmentId, user_id: application.user_id, created_at: now })
            .onConflict((oc) => oc.doNothing())
            .executeTakeFirst();
          if (Number(joined.numInsertedOrUpdatedRows ?? 0) > 0)
            await trx
              .updateTable('departments')
              .set((eb) => ({ member_total: eb('member_total', '+', 1) }))
              .where('id', '=', departmentId)
              .execute();
        }
        const total = await trx
          .selectFrom('departments')
          .select('member_total')
          .where('id', '=', departmentId)
          .executeTakeFirstOrThrow();
        return { status, memberTotal: total.member_total };
      });
    },
  };
}

export type DepartmentsRepository = ReturnType<typeof createDepartmentsRepository>;
