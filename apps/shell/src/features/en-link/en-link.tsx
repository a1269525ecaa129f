import { EN_SITE_URL } from '@portal/api/links';
import { createEnTicketWrite } from '@portal/api/mutations/user';
import { useSessionStatus } from '@portal/session/hooks';
import { absoluteHttpUrl } from '@portal/shared-ui/qr-code';
import type { MouseEvent } from 'react';
import { messages } from '../../messages';

/**
 * Signed in: the English site signed in through a one-time code (architecture 5: never the session
 * token in a URL). The tab is opened at once, inside the click, so no popup blocker stops it; it
 * gets its address when the code arrives. If the code cannot be had, the tab still shows the
 * English site, signed out.
 */
export async function openEnSiteSignedIn(): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  let target = EN_SITE_URL;
  try {
    const ticket = await createEnTicketWrite.write(undefined);
    const url = absoluteHttpUrl(ticket.url);
    if (url) target = url;
  } catch {
    // signed out on the English site is still the English site
  }
  if (tab && !tab.closed) tab.location.href = target;
  else window.open(target, '_blank', 'noopener');
}

/** The header's EN link: a plain link for visitors; a one-time sign-in code for a signed-in user. */
export function EnLink() {
  const signedIn = useSessionStatus() === 'signedIn';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!signedIn) return;
    event.preventDefault();
    void openEnSiteSignedIn();
  };
  return (
    <a
      href={EN_SITE_URL}
      target="_blank"
      rel="noopener"
      title={messages.en.title}
      lang="en"
      onClick={onClick}
      className="flex shrink-0 items-center px-1 max-lg:h-12 max-lg:min-w-12 max-lg:justify-center lg:h-9 text-sm font-semibold text-ink-soft hover:text-brand"
    >
      {messages.en.text}
    </a>
  );
}
