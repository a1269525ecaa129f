import { IDENTITY, IS_AUTH } from '@portal/api/contract/user';
import type { Insertable } from 'kysely';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import type { Rng } from '../seed/random';
import {
  CHILDRENS_DOCTOR_DEPARTMENTS,
  CHILDRENS_NURSE_DEPARTMENTS,
  CORPORATE_DEPARTMENTS,
  CORPORATE_TITLES,
  DEVICE_COMPANIES,
  DOCTOR_DEPARTMENTS,
  DOCTOR_TITLES,
  GIVEN_NAME_CHARS,
  GIVEN_NAMES,
  HOSPITALS,
  type Hospital,
  MEDICAL_SCHOOLS,
  MOBILE_PREFIXES,
  NURSE_DEPARTMENTS,
  NURSE_TITLES,
  STUDENT_DEPARTMENTS,
  STUDENT_TITLES,
  SURNAMES,
  TECHNICIAN_DEPARTMENTS,
  TECHNICIAN_TITLES,
} from '../seed/vocabulary';
import type { UsersTable } from './schema';

/**
 * The users of the core seed (areas/seed.ts runs it on its `users` stream): the demo accounts
 * first, then people of every identity with profiles of their kind; the verified doctors among
 * them are the authors the news and user articles are written by.
 */

const DAY = 86_400_000;
const YEAR = 365 * DAY;

/** A seeded doctor who can be named as an article author. */
export interface AuthorProfile {
  userId: number;
  name: string;
  avatar: string;
  hospital: Hospital;
  department: string;
}

const IDENTITY_WEIGHTS: readonly (readonly [number | null, number])[] = [
  [IDENTITY.doctor, 58],
  [IDENTITY.nurse, 8],
  [IDENTITY.patient, 10],
  [IDENTITY.corporate, 5],
  [IDENTITY.student, 8],
  [IDENTITY.technician, 5],
  [IDENTITY.otherPublic, 3],
  [null, 3],
];

function authWeights(identity: number | null): readonly (readonly [number, number])[] {
  switch (identity) {
    case IDENTITY.doctor:
      return [
        [IS_AUTH.verified, 72],
        [IS_AUTH.reviewing, 8],
        [IS_AUTH.failed, 5],
        [IS_AUTH.unverified, 15],
      ];
    case IDENTITY.nurse:
    case IDENTITY.technician:
      return [
        [IS_AUTH.verified, 50],
        [IS_AUTH.reviewing, 10],
        [IS_AUTH.failed, 5],
        [IS_AUTH.unverified, 35],
      ];
    case IDENTITY.student:
      return [
        [IS_AUTH.verified, 20],
        [IS_AUTH.reviewing, 10],
        [IS_AUTH.failed, 5],
        [IS_AUTH.unverified, 65],
      ];
    case IDENTITY.corporate:
      return [
        [IS_AUTH.verified, 40],
        [IS_AUTH.reviewing, 10],
        [IS_AUTH.unverified, 50],
      ];
    default:
      return [[IS_AUTH.unverified, 1]];
  }
}

export function randomName(r: Rng): string {
  const surname = r.weighted(SURNAMES);
  if (r.chance(0.45)) return surname + r.pick(GIVEN_NAMES);
  const first = r.pick(GIVEN_NAME_CHARS);
  let second = r.pick(GIVEN_NAME_CHARS);
  while (second === first) second = r.pick(GIVEN_NAME_CHARS);
  return surname + first + second;
}

function uniqueMobile(r: Rng, taken: Set<string>): string {
  for (;;) {
    const mobile = r.pick(MOBILE_PREFIXES) + String(r.int(0, 99_999_999)).padStart(8, '0');
    if (!taken.has(mobile)) {
      taken.add(mobile);
      return mobile;
    }
  }
}

const avatarUrl = (userId: number) => `/media/avatar/${userId}.svg`;

interface Profile {
  title: string | null;
  company: string | null;
  department: string | null;
  hospital: Hospital | null;
}

function profileFor(identity: number | null, r: Rng): Profile {
  switch (identity) {
    // a children's hospital has paediatric departments only (one draw either way)
    case IDENTITY.doctor: {
      const hospital = r.pick(HOSPITALS);
      return {
        title: r.weighted(DOCTOR_TITLES),
        company: hospital.name,
        department: r.weighted(hospital.childrenOnly ? CHILDRENS_DOCTOR_DEPARTMENTS : DOCTOR_DEPARTMENTS),
        hospital,
      };
    }
    case IDENTITY.nurse: {
      const hospital = r.pick(HOSPITALS);
      return {
        title: r.weighted(NURSE_TITLES),
        company: hospital.name,
        department: r.pick(hospital.childrenOnly ? CHILDRENS_NURSE_DEPARTMENTS : NURSE_DEPARTMENTS),
        hospital,
      };
    }
    case IDENTITY.technician: {
      const hospital = r.pick(HOSPITALS);
      return {
        title: r.pick(TECHNICIAN_TITLES),
        company: hospital.name,
        department: r.pick(TECHNICIAN_DEPARTMENTS),
        hospital,
      };
    }
    case IDENTITY.student:
      return {
        title: r.pick(STUDENT_TITLES),
        company: r.pick(MEDICAL_SCHOOLS),
        department: r.pick(STUDENT_DEPARTMENTS),
        hospital: null,
      };
    case IDENTITY.corporate:
      return {
        title: r.pick(CORPORATE_TITLES),
        company: r.pick(DEVICE_COMPANIES),
        department: r.pick(CORPORATE_DEPARTMENTS),
        hospital: null,
      };
    default:
      return { title: null, company: null, department: null, hospital: null };
  }
}

export function buildUsers(
  count: number,
  now: number,
  r: Rng,
): { rows: Insertable<UsersTable>[]; authors: AuthorProfile[] } {
  const rows: Insertable<UsersTable>[] = [];
  const authors: AuthorProfile[] = [];
  const mobiles = new Set(DEMO_ACCOUNTS.map((a) => a.mobile));

  DEMO_ACCOUNTS.forEach((demo, index) => {
    const verifiedDoctor = demo.identity === IDENTITY.doctor && demo.isAuth === IS_AUTH.verified;
    rows.push({
      id: demo.id,
      mobile: demo.mobile,
      real_name: demo.realName,
      avatar: avatarUrl(demo.id),
      identity: demo.identity,
      is_auth: demo.isAuth,
      title: demo.title,
      company: demo.company,
      department: demo.department,
      level_number: verifiedDoctor ? 9 : 2,
      medal_pendant_icon: null,
      fans: verifiedDoctor ? 12_860 : 3 + index * 7,
      created_at: now - 2 * YEAR - (30 + index) * DAY,
    });
    const hospital = HOSPITALS.find((h) => h.name === demo.company);
    if (verifiedDoctor && hospital) {
      authors.push({
        userId: demo.id,
        name: demo.realName,
        avatar: avatarUrl(demo.id),
        hospital,
        department: demo.department ?? '神经外科',
      });
    }
  });

  for (let id = DEMO_ACCOUNTS.length + 1; id <= count; id++) {
    const identity = r.weighted(IDENTITY_WEIGHTS);
    const isAuth = r.weighted(authWeights(identity));
    const profile = profileFor(identity, r);
    const name = randomName(r);
    const verifiedDoctor = identity === IDENTITY.doctor && isAuth === IS_AUTH.verified;
    // Verified doctors joined before the article window opens, so no byline predates its author.
    const createdAt = verifiedDoctor ? now - 3 * YEAR + r.int(0, YEAR - DAY) : now - r.int(DAY, 3 * YEAR);
    rows.push({
      id,
      mobile: uniqueMobile(r, mobiles),
      real_name: name,
      avatar: avatarUrl(id),
      identity,
      is_auth: isAuth,
      title: profile.title,
      company: profile.company,
      department: profile.department,
      level_number: verifiedDoctor ? 3 + r.skewed(0, 7, 2) : 1 + r.skewed(0, 4, 2),
      medal_pendant_icon: null,
      fans: verifiedDoctor ? r.skewed(20, 20_000, 4) : r.skewed(0, 300, 3),
      created_at: Math.floor(createdAt / 1000) * 1000,
    });
    if (verifiedDoctor && profile.hospital) {
      authors.push({
        userId: id,
        name,
        avatar: avatarUrl(id),
        hospital: profile.hospital,
        department: profile.department ?? '神经外科',
      });
    }
  }
  return { rows, authors };
}
