import type { SessionUser } from '@portal/api/contract/user';
import { pageViewer } from '@portal/session/query-client-first-data';
import { type SessionStatus, sessionStatusAtom, sessionUserAtom } from '@portal/session/session';
// Stateful siblings by package name, never './store': federation shares them by that name, so a
// remote that loads this module still meets the one store of the page.
import { sessionStore } from '@portal/session/store';
import { useAtomValue } from 'jotai';

/** The signed-in user, or null. Reads the portal's one store, with or without a Provider. */
export function useSessionUser(): SessionUser | null {
  return useAtomValue(sessionUserAtom, { store: sessionStore });
}

export function useSessionStatus(): SessionStatus {
  return useAtomValue(sessionStatusAtom, { store: sessionStore });
}

/**
 * Who reads, for the keys of answers that carry the reader's own marks (`viewerId`): the signed-in
 * user; while the session check runs, the reader the server answered the page's first data for
 * (issue 24), whose answers are already in the cache under their keys. A screen keyed by
 * `useSessionUser()` instead read the visitor's key first and asked again once the check found
 * the reader.
 */
export function useReaderId(): number | null {
  const user = useSessionUser();
  const status = useSessionStatus();
  if (user) return user.id;
  return status === 'checking' ? pageViewer() : null;
}
