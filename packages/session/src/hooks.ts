import type { SessionUser } from '@portal/api/contract/user';
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
