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
 * Whom a screen's keys that carry who reads (`viewerId`) are for: the signed-in user's id once the
 * session check has found them, and while it checks, the user the page's first data was answered for
 * (issue 24). A signed-in reader's page then reads the answers it brought under their own key from
 * the first render, and the key stays when the check finds them: nothing is asked again. A check
 * that finds nobody (an ended session) moves the key to the visitor's, which is asked.
 */
export function useViewerId(): number | null {
  const user = useSessionUser();
  const status = useSessionStatus();
  if (user) return user.id;
  return status === 'checking' || status === 'unknown' ? pageViewer() : null;
}
