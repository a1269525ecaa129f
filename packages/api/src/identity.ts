/** Identity and verification codes, free of schemas so screens can import them cheaply. */

/**
 * Identities (spec 3, 6). 3 and 4 are restricted; 3 (and 7 in the article area) is shown
 * anonymously; 4 is a corporate account.
 */
export const IDENTITY = {
  doctor: 1,
  nurse: 2,
  patient: 3,
  corporate: 4,
  student: 5,
  technician: 6,
  otherPublic: 7,
} as const;
export type Identity = (typeof IDENTITY)[keyof typeof IDENTITY];
export const IDENTITY_VALUES = Object.values(IDENTITY) as Identity[];

/** isAuth: 1 verified, 2 under review, 3 failed, anything else unverified. */
export const IS_AUTH = { unverified: 0, verified: 1, reviewing: 2, failed: 3 } as const;
