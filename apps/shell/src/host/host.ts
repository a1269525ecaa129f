import type { JumpItem } from '@portal/api/contract/jump';
import { resolveJump } from '@portal/api/jump-rules';
import { pageNavigation } from '@portal/session/navigation';
import { goSignIn, requireLogin } from '@portal/session/require-login';
import type { PortalHost } from '@portal/shared-ui/host';
import { toast } from '@portal/shared-ui/toast';
import { openSearchResults } from './open-search';

/**
 * Fired on window for an in-place target (the short-video player). A screen that can play in place
 * listens and calls `preventDefault()`; when nobody does, the player page opens in a new tab.
 */
export const OPEN_IN_PLACE_EVENT = 'portal:open-in-place';

export interface OpenInPlaceDetail {
  action: 'shortVideoPlayer';
  id: number | string;
  item: JumpItem;
}

function openInNewTab(url: string): void {
  window.open(url, '_blank', 'noopener');
}

/**
 * The shell's PortalHost (exposed to remotes as `shell/host`): the jump rules of spec 2, toasts,
 * the sign-in gate and search by the header's rule. `navigate` (react-router's) moves within the page for same-tab site paths.
 */
export function createShellHost(navigate?: (to: string) => void): PortalHost {
  return {
    resolveJump,
    openItem(item, opts) {
      const target = resolveJump(item);
      if (target.kind === 'none') return;
      if (target.kind === 'inPlace') {
        const event = new CustomEvent<OpenInPlaceDetail>(OPEN_IN_PLACE_EVENT, {
          cancelable: true,
          detail: { action: target.action, id: target.id, item },
        });
        if (window.dispatchEvent(event)) openInNewTab(target.fallbackUrl);
        return;
      }
      const newTab = opts?.newTab ?? target.newTab;
      if (newTab) openInNewTab(target.url);
      else if (navigate && target.url.startsWith('/') && !target.url.includes('#')) navigate(target.url);
      else pageNavigation.assign(target.url);
    },
    toast(message) {
      toast(message);
    },
    requireLogin: () => requireLogin(),
    goSignIn: (returnUrl) => goSignIn(returnUrl),
    openSearch(keywords) {
      const text = keywords.trim();
      if (!text) return;
      openSearchResults(text, window.location.pathname, navigate ?? ((url) => pageNavigation.assign(url)));
    },
  };
}
