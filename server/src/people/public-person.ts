import { ANONYMOUS_ID, ANONYMOUS_NAME, type DisplayArea, isAnonymousIdentity } from '@portal/api/identity';

/** The user columns a public shape may be built from. */
export interface PersonRow {
  id: number;
  real_name: string;
  avatar: string;
  identity: number | null;
  company?: string | null;
}

/** A person as others may see them: the real one, or the anonymous stand-in. */
export interface PublicPerson {
  id: number;
  realName: string;
  avatar: string;
  company: string;
  identity: number | null;
  anonymous: boolean;
}

export interface Disclosure {
  /** who is looking: an anonymous person still sees themself */
  viewerId?: number | null;
  /** where the person is shown (identity 7 is anonymous in the article area only) */
  area?: DisplayArea;
  /** the item hides its creator (a question asked with isHideCreator 'T') */
  hidden?: boolean;
}

/** Whether this person must not be named to this viewer. */
export function isConcealed(row: Pick<PersonRow, 'id' | 'identity'>, disclosure: Disclosure = {}): boolean {
  if (disclosure.viewerId != null && disclosure.viewerId === row.id) return false;
  return disclosure.hidden === true || isAnonymousIdentity(row.identity, disclosure.area);
}

/**
 * The one gate every public shape of a person goes through. An anonymous person (identity 3, or
 * 7 in the article area) or a hidden creator leaves the server as 匿名用户 with id 0, no avatar
 * and no company, to anyone but themself: hiding them on screen only would still hand their name
 * to whoever reads the response.
 */
export function publicPerson(row: PersonRow | undefined, disclosure: Disclosure = {}): PublicPerson {
  if (!row)
    return { id: ANONYMOUS_ID, realName: '', avatar: '', company: '', identity: null, anonymous: false };
  if (isConcealed(row, disclosure)) {
    return {
      id: ANONYMOUS_ID,
      realName: ANONYMOUS_NAME,
      avatar: '',
      company: '',
      // a hidden creator's identity would narrow down who asked
      identity: disclosure.hidden ? null : row.identity,
      anonymous: true,
    };
  }
  return {
    id: row.id,
    realName: row.real_name,
    avatar: row.avatar,
    company: row.company ?? '',
    identity: row.identity,
    anonymous: false,
  };
}
