import { HOSPITALS } from '../../../../seed/vocabulary';
import { seededDatabase, tally } from '../../../../test-support/seeded-tables';

const seeded = seededDatabase('small');

describe('departments seed', () => {
  it('keeps department counters equal to their rows', async () => {
    const db = seeded();
    const departments = await db
      .selectFrom('departments')
      .select(['id', 'member_total', 'subscribers', 'hospital_group_name', 'name'])
      .execute();
    const members = await db
      .selectFrom('department_members')
      .innerJoin('users', 'users.id', 'department_members.user_id')
      .innerJoin('departments', 'departments.id', 'department_members.department_id')
      .select([
        'department_id',
        'users.company',
        'users.department',
        'departments.hospital_group_name',
        'departments.name',
      ])
      .execute();
    const subscriptions = await db.selectFrom('department_subscriptions').select(['department_id']).execute();
    const memberCount = tally(members.map((m) => m.department_id));
    const subscriberCount = tally(subscriptions.map((s) => s.department_id));
    for (const d of departments) {
      expect([d.id, d.member_total, d.subscribers]).toEqual([
        d.id,
        memberCount.get(d.id) ?? 0,
        subscriberCount.get(d.id) ?? 0,
      ]);
    }
    // members work there, as their profile says
    for (const m of members) expect([m.company, m.department]).toEqual([m.hospital_group_name, m.name]);
    // every hospital of the vocabulary has its neurosurgery department (a children's hospital its
    // paediatric one), and no name repeats in one
    const neurosurgery = (hospital: string) =>
      HOSPITALS.find((h) => h.name === hospital)?.childrenOnly ? '小儿神经外科' : '神经外科';
    const hospitals = new Set(
      departments
        .filter((d) => d.name === neurosurgery(d.hospital_group_name))
        .map((d) => d.hospital_group_name),
    );
    expect(hospitals.size).toBe(HOSPITALS.length);
    const pairs = departments.map((d) => `${d.hospital_group_name}/${d.name}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(departments.length).toBeGreaterThanOrEqual(120);
  });
});
