import { IDENTITY, IS_AUTH } from '@portal/api/identity';
import { DEMO_ACCOUNTS } from '../../../../seed/demo-accounts';
import { seededDatabase } from '../../../../test-support/seeded-tables';

const seeded = seededDatabase('small');

const TIANTAN = '首都医科大学附属北京天坛医院';

describe('department pages seed', () => {
  it('gives every department with members one administrator, its most senior verified doctor', async () => {
    const db = seeded();
    const members = await db
      .selectFrom('department_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['m.department_id', 'm.user_id', 'm.role', 'u.identity', 'u.is_auth'])
      .execute();
    const admins = new Map<number, number[]>();
    const departments = new Set<number>();
    for (const m of members) {
      departments.add(m.department_id);
      if (m.role === 'admin')
        admins.set(m.department_id, [...(admins.get(m.department_id) ?? []), m.user_id]);
    }
    for (const id of departments) expect([id, admins.get(id)?.length]).toEqual([id, 1]);
    // a department with a verified doctor among its members is administered by one
    const verified = new Set(
      members
        .filter((m) => m.identity === IDENTITY.doctor && m.is_auth === IS_AUTH.verified)
        .map((m) => `${m.department_id}:${m.user_id}`),
    );
    for (const [id, [userId]] of admins) {
      const hasVerified = members.some(
        (m) => m.department_id === id && verified.has(`${m.department_id}:${m.user_id}`),
      );
      if (hasVerified) expect(verified.has(`${id}:${userId}`)).toBe(true);
    }
  });

  it('makes 王建国 the administrator of 天坛医院神经外科, with applications waiting; 周立新 is not its member', async () => {
    const db = seeded();
    const tiantan = await db
      .selectFrom('departments')
      .select('id')
      .where('hospital_group_name', '=', TIANTAN)
      .where('name', '=', '神经外科')
      .executeTakeFirstOrThrow();
    const wang = DEMO_ACCOUNTS.find((a) => a.mobile === '13800000001')!;
    const zhou = DEMO_ACCOUNTS.find((a) => a.mobile === '13800000008')!;
    const roles = await db
      .selectFrom('department_members')
      .select(['user_id', 'role'])
      .where('department_id', '=', tiantan.id)
      .where('user_id', 'in', [wang.id, zhou.id])
      .execute();
    expect(roles).toEqual([{ user_id: wang.id, role: 'admin' }]);
    const waiting = await db
      .selectFrom('department_join_applications')
      .select('user_id')
      .where('department_id', '=', tiantan.id)
      .where('status', '=', 'pending')
      .execute();
    expect(waiting).toHaveLength(2);
  });

  it('has applicants who are verified doctors outside the department, none of them a demo account', async () => {
    const db = seeded();
    const rows = await db
      .selectFrom('department_join_applications as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('department_members as m', (j) =>
        j.onRef('m.department_id', '=', 'a.department_id').onRef('m.user_id', '=', 'a.user_id'),
      )
      .select([
        'a.user_id',
        'a.status',
        'a.reason',
        'a.decided_at',
        'u.identity',
        'u.is_auth',
        'm.user_id as member',
      ])
      .execute();
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) {
      expect(row.user_id).toBeGreaterThan(DEMO_ACCOUNTS.length);
      expect([row.identity, row.is_auth, row.member]).toEqual([IDENTITY.doctor, IS_AUTH.verified, null]);
      if (row.status === 'rejected') expect(row.reason).not.toBe('');
      else expect([row.status, row.reason, row.decided_at]).toEqual(['pending', '', null]);
    }
    expect(await db.selectFrom('department_feedback').select('id').execute()).not.toHaveLength(0);
  });
});
