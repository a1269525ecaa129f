import { MESSAGE_CENTRE_PATH } from '@portal/api/links';
import { unreadTotalQuery } from '@portal/api/queries/message-badge';
import { useQuery } from '@portal/query';
import { useSessionStatus, useSessionUser } from '@portal/session/hooks';
import { requireLogin } from '@portal/session/require-login';
import { messages } from '../../messages';

export const MESSAGE_CENTER_PATH = MESSAGE_CENTRE_PATH;
/** Spec 9: the badge shows at most 99+. */
export const BADGE_CAP = 99;

/** The badge text of an unread count: nothing for 0, `99+` above 99. */
export function badgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(count));
}

/**
 * The unread count of the signed-in user (0 otherwise): asked every 30 s while the page is open,
 * and again when the window gets focus or the tab becomes visible (the data layer's focus manager;
 * it asks once when both come together). The message centre, a remote on the same QueryClient,
 * invalidates the same entry when messages are read.
 */
export function useUnreadCount(signedIn: boolean): number {
  const user = useSessionUser();
  const { data } = useQuery({ ...unreadTotalQuery(user?.id ?? null), enabled: signedIn && user !== null });
  return signedIn ? (data ?? 0) : 0;
}

/** The header's message icon: the message center (new tab) with the unread badge; sign-in first for visitors. */
export function MessageLink() {
  const status = useSessionStatus();
  const signedIn = status === 'signedIn';
  const badge = badgeText(useUnreadCount(signedIn));
  return (
    <a
      href={MESSAGE_CENTER_PATH}
      target="_blank"
      rel="noopener"
      aria-label={badge ? messages.messageCenter.unread(badge) : messages.messageCenter.label}
      title={messages.messageCenter.label}
      onClick={(event) => {
        if (signedIn) return;
        event.preventDefault();
        requireLogin({ returnUrl: MESSAGE_CENTER_PATH });
      }}
      className="relative flex shrink-0 max-lg:h-12 max-lg:w-12 lg:h-9 lg:w-9 items-center justify-center rounded-full text-ink-soft hover:bg-surface hover:text-brand"
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
        <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
      </svg>
      {badge ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 left-5 min-w-[18px] rounded-full bg-danger px-1 text-center text-[10px] leading-[16px] font-medium text-white ring-2 ring-white"
        >
          {badge}
        </span>
      ) : null}
    </a>
  );
}
