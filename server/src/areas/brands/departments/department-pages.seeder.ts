import { IDENTITY, IS_AUTH } from '@portal/api/identity';
import type { Insertable } from 'kysely';
import { type AreaSeeder, insertChunks } from '../../../seed/area-seeder';
import { DEMO_ACCOUNTS } from '../../../seed/demo-accounts';
import { createRng, daysAgo, pickDistinct } from '../../../seed/random';
import type { DepartmentFeedbackTable, DepartmentJoinApplicationsTable } from './schema';

/** titles from the most senior: a department's administrator is its most senior verified doctor */
const SENIORITY = ['主任医师', '副主任医师', '主治医师', '住院医师'];
const seniority = (title: string | null) => {
  const i = title ? SENIORITY.indexOf(title) : -1;
  return i < 0 ? SENIORITY.length : i;
};

const REMARKS = [
  '本院新入职医师，申请加入科室主页。',
  '已调入本科室工作，请管理员审核。',
  '在本科室进修一年，申请加入。',
  '',
];
const REASONS = ['经核实，暂未在本科室执业。', '请在个人资料中补充执业医院后重新申请。'];
const FEEDBACK: readonly (readonly [DepartmentFeedbackTable['type'], string])[] = [
  ['wrong_info', '科室开放床位数已调整，介绍中的数字需要更新。'],
  ['wrong_info', '科室所在城市写错了，请核实。'],
  ['other', '希望科室主页补充门诊时间和专家出诊安排。'],
  ['other', '能否在主页展示科室的手术直播和学术活动？'],
];

/**
 * The department pages' demo data (migration 035): one administrator per department — its most
 * senior verified doctor, the longest registered among equals, so 王建国 (13800000001) administers
 * 天坛医院神经外科 — pending and rejected applications of verified doctors from elsewhere (two waiting
 * at 天坛), and some feedback. The demo accounts apply nowhere: their journeys start clean.
 */
export const departmentPagesSeeder: AreaSeeder = {
  name: 'department-pages',
  tables: ['department_join_applications', 'department_feedback'],
  sequenceTables: ['department_join_applications', 'department_feedback'],
  async seed(db, context) {
    const r = createRng(`${context.seed}:department-pages`);
    const [departments, members, doctors] = await Promise.all([
      db.selectFrom('departments').select(['id', 'hospital_group_name', 'name']).orderBy('id').execute(),
      db
        .selectFrom('department_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.department_id', 'm.user_id', 'u.title', 'u.identity', 'u.is_auth'])
        .orderBy('m.department_id')
        .orderBy('m.user_id')
        .execute(),
      db
        .selectFrom('users')
        .select('id')
        .where('identity', '=', IDENTITY.doctor)
        .where('is_auth', '=', IS_AUTH.verified)
        .where('id', '>', DEMO_ACCOUNTS.length)
        .orderBy('id')
        .execute(),
    ]);

    const byDepartment = new Map<number, typeof members>();
    for (const m of members)
      byDepartment.set(m.department_id, [...(byDepartment.get(m.department_id) ?? []), m]);
    const rank = (m: (typeof members)[number]) => [
      m.identity === IDENTITY.doctor && m.is_auth === IS_AUTH.verified ? 0 : 1,
      seniority(m.title),
      m.user_id,
    ];
    const before = (a: number[], b: number[]) => {
      for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return (a[i] ?? 0) < (b[i] ?? 0);
      return false;
    };
    const adminOf = new Map<number, number>();
    for (const [departmentId, staff] of byDepartment) {
      const admin = staff.reduce((best, m) => (before(rank(m), rank(best)) ? m : best));
      adminOf.set(departmentId, admin.user_id);
      await db
        .updateTable('department_members')
        .set({ role: 'admin' })
        .where('department_id', '=', departmentId)
        .where('user_id', '=', admin.user_id)
        .execute();
    }

    const memberOf = new Set(members.map((m) => `${m.department_id}:${m.user_id}`));
    const applications: Insertable<DepartmentJoinApplicationsTable>[] = [];
    const feedback: Insertable<DepartmentFeedbackTable>[] = [];
    const tiantan = departments.find(
      (d) => d.name === '神经外科' && d.hospital_group_name === DEMO_ACCOUNTS[0]?.company,
    );
    for (const d of departments) {
      const waiting = d.id === tiantan?.id ? 2 : r.chance(0.15) ? 1 : 0;
      const rejected = r.chance(0.05) ? 1 : 0;
      const outsiders = doctors.filter((u) => !memberOf.has(`${d.id}:${u.id}`));
      const applicants = pickDistinct(r, outsiders, waiting + rejected);
      applicants.forEach((u, i) => {
        const createdAt = daysAgo(r, context.now, 1, 30);
        const pending = i < waiting;
        applications.push({
          department_id: d.id,
          user_id: u.id,
          status: pending ? 'pending' : 'rejected',
          remark: r.pick(REMARKS),
          reason: pending ? '' : r.pick(REASONS),
          created_at: createdAt,
          decided_at: pending ? null : createdAt + r.int(3_600_000, 3 * 86_400_000),
          decided_by: pending ? null : (adminOf.get(d.id) ?? null),
        });
      });
      if (d.id === tiantan?.id || r.chance(0.1)) {
        const [type, text] = r.pick(FEEDBACK);
        const from = doctors.length > 0 ? r.pick(doctors).id : null;
        if (from !== null)
          feedback.push({
            department_id: d.id,
            user_id: from,
            type,
            text,
            created_at: daysAgo(r, context.now, 0, 60),
          });
      }
    }
    await insertChunks(applications, (rows) =>
      db.insertInto('department_join_applications').values(rows).execute(),
    );
    await insertChunks(feedback, (rows) => db.insertInto('department_feedback').values(rows).execute());
  },
};
