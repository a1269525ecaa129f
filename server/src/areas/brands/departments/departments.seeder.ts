import type { Insertable } from 'kysely';
import {
  catalogueStream,
  readSubjects,
  readUsers,
  type SeedUser,
  type Subjects,
} from '../../../seed/area-inputs';
import { type AreaSeeder, insertChunks } from '../../../seed/area-seeder';
import { daysAgo, pickDistinct, type Rng } from '../../../seed/random';
import { HOSPITALS } from '../../../seed/vocabulary';
import type { DepartmentMembersTable, DepartmentSubscriptionsTable, DepartmentsTable } from './schema';

/** departments a hospital may have besides 神经外科, and the top-level subspecialty each serves */
const DEPARTMENT_KINDS: readonly (readonly [name: string, group: string | null])[] = [
  ['神经外科', null],
  ['功能神经外科', '功能神经外科'],
  ['神经介入科', '神经介入'],
  ['小儿神经外科', '小儿神经外科'],
  ['神经重症医学科', '神经重症'],
  ['脊柱外科', '脊柱脊髓'],
  ['颅底外科', '神经内镜'],
  ['脑血管病中心', '脑血管病'],
  ['神经肿瘤科', '神经肿瘤'],
];

/**
 * A children's hospital's counterpart of a kind, or none (it runs no adult interventional,
 * skull base or cerebrovascular service of its own): it treats children only.
 */
const CHILDRENS_KIND: Readonly<Record<string, readonly [name: string, group: string | null]>> = {
  神经外科: ['小儿神经外科', '小儿神经外科'],
  小儿神经外科: ['小儿神经外科', '小儿神经外科'],
  功能神经外科: ['小儿功能神经外科', '功能神经外科'],
  神经重症医学科: ['儿童重症医学科', '神经重症'],
  脊柱外科: ['小儿脊柱外科', '脊柱脊髓'],
  神经肿瘤科: ['小儿神经肿瘤科', '神经肿瘤'],
};

function buildDepartments(r: Rng, now: number, subjects: Subjects, users: readonly SeedUser[]) {
  const departments: Insertable<DepartmentsTable>[] = [];
  const members: Insertable<DepartmentMembersTable>[] = [];
  const subscriptions: Insertable<DepartmentSubscriptionsTable>[] = [];
  const joinedAt = (u: SeedUser) => u.created_at + r.int(0, Math.max(0, now - u.created_at));
  const extras = DEPARTMENT_KINDS.slice(1);
  for (const hospital of HOSPITALS) {
    const kinds = [DEPARTMENT_KINDS[0] as (typeof DEPARTMENT_KINDS)[number]];
    if (hospital.pediatric) kinds.push(['小儿神经外科', '小儿神经外科']);
    for (const kind of r.sample(extras, r.int(1, 3)))
      if (!kinds.some(([n]) => n === kind[0])) kinds.push(kind);
    if (hospital.childrenOnly) {
      const own = kinds.map(([n]) => CHILDRENS_KIND[n]).filter((k) => k !== undefined);
      kinds.splice(0, kinds.length, ...own.filter((k, i) => own.findIndex(([n]) => n === k[0]) === i));
    }
    for (const [name, group] of kinds) {
      const id = departments.length + 1;
      const own = users.filter((u) => u.company === hospital.name && u.department === name);
      for (const u of own) members.push({ department_id: id, user_id: u.id, created_at: joinedAt(u) });
      const fans = pickDistinct(r, users, r.skewed(0, Math.min(40, users.length)));
      for (const u of fans) subscriptions.push({ department_id: id, user_id: u.id, created_at: joinedAt(u) });
      departments.push({
        id,
        hospital_group_name: hospital.name,
        name,
        icon_url: `/media/avatar/department-${id}.svg?name=${encodeURIComponent(hospital.short)}`,
        city: hospital.city,
        subspecialty_id: group ? (subjects.groupIdByName.get(group) ?? null) : null,
        member_total: own.length,
        subscribers: fans.length,
        views: r.skewed(100, 30_000),
        created_at: daysAgo(r, now, 200, 1500),
        description: `${hospital.name}${name}，${r.pick(['国家临床重点专科', '省级临床重点专科', '区域医疗中心', '国家级住院医师规范化培训基地'])}，开放床位${r.int(30, 200)}张，年手术量${r.int(800, 8000)}台，擅长${r
          .sample(
            subjects.all
              .filter((s) => !group || s.group === group)
              .flatMap((s) => s.topic.operations.slice(0, 2)),
            3,
          )
          .join('、')}。`,
      });
    }
  }
  return { departments, members, subscriptions };
}

/**
 * The departments of every hospital of the vocabulary (neurosurgery, and a few more), their
 * members (the users who work there) and subscribers (migration 010's part of this feature).
 */
export const departmentsSeeder: AreaSeeder = {
  name: 'departments',
  tables: ['departments', 'department_members', 'department_subscriptions'],
  sequenceTables: ['departments'],
  async seed(db, context) {
    const [subjects, users] = await Promise.all([readSubjects(db), readUsers(db)]);
    const departments = buildDepartments(
      catalogueStream(context.seed, 'departments'),
      context.now,
      subjects,
      users,
    );
    await insertChunks(departments.departments, (rows) =>
      db.insertInto('departments').values(rows).execute(),
    );
    await insertChunks(departments.members, (rows) =>
      db.insertInto('department_members').values(rows).execute(),
    );
    await insertChunks(departments.subscriptions, (rows) =>
      db.insertInto('department_subscriptions').values(rows).execute(),
    );
  },
};
