import { PROFILE_MESSAGES } from '@portal/api/rules/account-profile';
import type { PortalDb } from '../../../db/database';
import { notFound } from '../../../lib/app-error';
import { isConcealed } from '../../../people/public-person';

/** whose page it is, as the profile's calls need them */
export interface ProfileRow {
  id: number;
  real_name: string;
  avatar: string;
  identity: number | null;
  company: string | null;
  department: string | null;
  title: string | null;
  website: string | null;
  introduction: string | null;
}

export interface Paging {
  pageNo: number;
  pageSize: number;
}

/** A user's page, or 404: a missing id and an anonymous person (to anyone but themself) alike. */
export async function profileUser(db: PortalDb, id: number, viewerId: number | null): Promise<ProfileRow> {
  const row = await db
    .selectFrom('users')
    .select([
      'id',
      'real_name',
      'avatar',
      'identity',
      'company',
      'department',
      'title',
      'website',
      'introduction',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || isConcealed(row, { viewerId })) throw notFound(PROFILE_MESSAGES.userNotFound);
  return row;
}

/**
 * Whether this viewer may not see who wrote the profile user's articles: identity 7 is anonymous
 * in the article area, so listing their articles on their page would name them.
 */
export const articlesConcealed = (profile: ProfileRow, viewerId: number | null) =>
  isConcealed(profile, { viewerId, area: 'article' });
