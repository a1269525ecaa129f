import { IDENTITY, IS_AUTH } from '@portal/api/identity';
import type { PortalDb } from '../db/database';
import { createRng, type Rng } from './random';
import {
  byCondition,
  type ClinicalTopic,
  leafWeight,
  pickCondition,
  SUBSPECIALTY_TREE,
} from './subspecialties';
import { HOSPITALS, type Hospital } from './vocabulary';

/**
 * What area seeders read back from the database the core seed wrote (they get no scale and no
 * generator memory): its size, its users and the subjects of its subspecialty tree.
 */

/** what one scale unit of the main seed writes into info_articles (generate.ts ARTICLES_PER_SCALE) */
const INFO_ARTICLES_PER_SCALE = 2000;
/** a small test database still gets enough of each kind to page through */
const MIN_SCALE = 0.25;

/** An area's amounts follow the size of the news list the main seed wrote: 2,000 articles is scale 1. */
export function newsScale(infoArticles: number): number {
  return Math.max(MIN_SCALE, infoArticles / INFO_ARTICLES_PER_SCALE);
}

/**
 * The random stream of one kind the catalogue seeder (migration 010's tables, now seeded by
 * their areas) drew from. Named, not forked in turn, so each kind's rows stay what they were
 * whichever area seeds it and in whatever order.
 */
export const catalogueStream = (seed: number, kind: string): Rng => createRng(`${seed}:catalogue:${kind}`);

export interface SeedUser {
  id: number;
  identity: number | null;
  is_auth: number;
  real_name: string;
  company: string | null;
  department: string | null;
  created_at: number;
}

export function readUsers(db: PortalDb): Promise<SeedUser[]> {
  return db
    .selectFrom('users')
    .select(['id', 'identity', 'is_auth', 'real_name', 'company', 'department', 'created_at'])
    .orderBy('id')
    .execute();
}

/** the verified doctors, or every doctor when none is verified */
export function doctorsOf(users: readonly SeedUser[]): SeedUser[] {
  const verified = users.filter((u) => u.identity === IDENTITY.doctor && u.is_auth === IS_AUTH.verified);
  return verified.length > 0 ? verified : users.filter((u) => u.identity === IDENTITY.doctor);
}

/** the user's own hospital, else any */
export function hospitalOf(user: SeedUser | undefined, r: Rng): Hospital {
  return HOSPITALS.find((h) => h.name === user?.company) ?? r.pick(HOSPITALS);
}

export interface Subject {
  topic: ClinicalTopic;
  group: string;
  childId: number | null;
  groupId: number | null;
}

/** Ways of reaching the subjects of the tree from the database's own subspecialty ids. */
export function subjectsOf(subspecialties: readonly { id: number; name: string }[]) {
  const idByName = new Map(subspecialties.map((s) => [s.name, s.id]));
  const all: Subject[] = SUBSPECIALTY_TREE.flatMap((group) =>
    group.children.map((topic) => ({
      topic,
      group: group.name,
      childId: idByName.get(topic.name) ?? null,
      groupId: idByName.get(group.name) ?? null,
    })),
  );
  const byChildId = new Map<number, Subject>();
  const byGroupId = new Map<number, Subject[]>();
  for (const s of all) {
    if (s.childId !== null) byChildId.set(s.childId, s);
    if (s.groupId !== null) byGroupId.set(s.groupId, [...(byGroupId.get(s.groupId) ?? []), s]);
  }
  const groupIdByName = new Map(SUBSPECIALTY_TREE.map((g) => [g.name, idByName.get(g.name) ?? null]));
  const weighted = all.map((s) => [s, leafWeight(s.topic.name)] as const);
  const conditions = byCondition(all);
  return {
    all,
    groupIdByName,
    /**
     * a subject narrowed to one condition, by the conditions' shares of the content
     * (subspecialties.ts), in one draw: a translated book's price stays what it was
     */
    any(r: Rng): Subject {
      return r.weighted(conditions);
    },
    /** the subject a row tagged with `id` talks about: its leaf, a leaf of its group, or any */
    of(r: Rng, id: number | null): Subject {
      if (id !== null) {
        const child = byChildId.get(id);
        if (child) return child;
        const group = byGroupId.get(id);
        if (group) return r.pick(group);
      }
      return r.weighted(weighted);
    },
  };
}

export type Subjects = ReturnType<typeof subjectsOf>;

export async function readSubjects(db: PortalDb): Promise<Subjects> {
  return subjectsOf(await db.selectFrom('subspecialties').select(['id', 'name']).orderBy('id').execute());
}

/** the subject narrowed to one of its leaf's conditions, which one item is written about */
export function inCondition(r: Rng, s: Subject): Subject {
  return { ...s, topic: pickCondition(r, s.topic) };
}
