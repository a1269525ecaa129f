import { call } from '@portal/api/call';
import type { PersonalInfo, SessionUser } from '@portal/api/contract/user';
import { userEndpoints } from '@portal/api/endpoints/user';
import { ApiError } from '@portal/api/errors';
// Stateful siblings by package name, never './store': federation shares them by that name, so a
// remote that loads this module still meets the one store of the page.
import { queryClient } from '@portal/session/query-client';
import {
  broughtByPageFor,
  dropPageAnswers,
  forgetPageAnswers,
  pageViewer,
} from '@portal/session/query-client-first-data';
import { sessionStore } from '@portal/session/store';
import { toast } from '@portal/shared-ui/toast';
import { atom } from 'jotai';
import { messages } from './messages';
import { pageNavigation } from './navigation';

export type SessionStatus = 'unknown' | 'checking' | 'signedIn' | 'signedOut';

export const sessionUserAtom = atom<SessionUser | null>(null);
export const sessionStatusAtom = atom<SessionStatus>('unknown');

/** The readable flag the server sets beside its httpOnly session cookie. */
export const LOGGED_COOKIE = 'logged';

export function hasLoggedCookie(cookie: string = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === `${LOGGED_COOKIE}=1`);
}

export function toSessionUser(info: PersonalInfo): SessionUser {
  return {
    id: info.id,
    realName: info.realName,
    avatarAddress: info.avatar,
    identity: info.identity,
    isAuth: info.isAuth,
  };
}

export function getSessionUser(): SessionUser | null {
  return sessionStore.get(sessionUserAtom);
}

export function getSessionStatus(): SessionStatus {
  return sessionStore.get(sessionStatusAtom);
}

/**
 * The signed-in user's own info. Spec 8: when it answers a code other than 1, the session has
 * ended (toast, signed out); a dropped connection says nothing about the session and ends nothing.
 * Only the user's own info decides: another person's profile may be missing for other reasons.
 * `call` loads the HTTP client on first use, so a visitor without the `logged` cookie never does.
 */
async function readOwnInfo(): Promise<PersonalInfo> {
  try {
    return await call(userEndpoints.personalInfo);
  } catch (error) {
    if (error instanceof ApiError && error.code !== 0) handleSessionExpired();
    throw error;
  }
}

/**
 * Changes who the page is for, and what the server-state cache may keep: answers read for a
 * visitor are asked again for the user who just signed in (nothing in them is private); answers
 * read for a user (their unread count, their like and follow flags) are dropped when the session
 * ends or changes hands, so nobody after them sees them, not even from an inactive entry.
 */
function setSessionUser(user: SessionUser | null): void {
  const before = sessionStore.get(sessionUserAtom)?.id ?? null;
  const after = user?.id ?? null;
  // the page's answers were made for a reader the check did not find: theirs go with them (a
  // screen showing one asks again, for whoever reads now)
  const answeredFor = pageViewer();
  const dropped = answeredFor !== null && answeredFor !== after;
  if (dropped) dropPageAnswers(queryClient);
  sessionStore.set(sessionUserAtom, user);
  if (before !== after) {
    // the page's own first data was answered for the user the check finds: theirs already (issue 24);
    // what was just dropped is being asked already (asking again would cancel and repeat the call)
    if (before === null)
      void queryClient.invalidateQueries({
        predicate: (query) =>
          !broughtByPageFor(query.queryHash, after) &&
          !(dropped && broughtByPageFor(query.queryHash, answeredFor)),
      });
    else void queryClient.resetQueries();
  }
  forgetPageAnswers();
}

function setSignedOut(): void {
  setSessionUser(null);
  sessionStore.set(sessionStatusAtom, 'signedOut');
}

/** Spec 8: the personal-info call answered something other than code 1. */
function handleSessionExpired(): void {
  toast(messages.sessionExpired);
  setSignedOut();
  call(userEndpoints.logout).catch(() => {});
}

let bootstrapping: Promise<void> | null = null;

/**
 * Finds out who is signed in: with the `logged=1` cookie, asks for the personal info; without it,
 * the visitor is signed out without a call. Safe to call more than once (one check at a time).
 */
export function bootstrapSession(): Promise<void> {
  if (bootstrapping) return bootstrapping;
  if (!hasLoggedCookie()) {
    setSignedOut();
    return Promise.resolve();
  }
  sessionStore.set(sessionStatusAtom, 'checking');
  bootstrapping = readOwnInfo()
    .then((info) => {
      signInSucceeded(toSessionUser(info));
    })
    .catch(() => {
      // A code other than 1 already went through handleSessionExpired; a dropped connection
      // leaves the visitor signed out for this page without ending the server session.
      if (getSessionStatus() === 'checking') setSignedOut();
    })
    .finally(() => {
      bootstrapping = null;
    });
  return bootstrapping;
}

/**
 * Reads the signed-in user's own info again, after something of theirs changed on the server (their
 * name or avatar, their verification): the header and the publish gates follow the new isAuth.
 * Nothing for a visitor; the same user keeps the server-state cache.
 */
export async function refreshSessionUser(): Promise<void> {
  if (getSessionStatus() !== 'signedIn') return;
  const info = await readOwnInfo();
  if (getSessionStatus() === 'signedIn') setSessionUser(toSessionUser(info));
}

/** After a sign-in or registration call returned the user. */
export function signInSucceeded(user: SessionUser): void {
  setSessionUser(user);
  sessionStore.set(sessionStatusAtom, 'signedIn');
}

/** 退出登录: loading toast `正在退出..`, the logout call, then home. */
export async function signOut(): Promise<void> {
  const dismiss = toast.loading(messages.signingOut);
  try {
    await call(userEndpoints.logout);
  } catch {
    // the cookie may already be gone; signing out locally is still right
  }
  setSignedOut();
  dismiss();
  pageNavigation.assign('/');
}
