import type { JumpItem, JumpTarget } from '@portal/api/contract/jump';
// Imported by package name, not './toast': inside a remote the name is what federation shares, so
// the local host and the shell's <Toaster/> meet in the same toast store.
import { toast } from '@portal/shared-ui/toast';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the shell offers every remote (exposed as `shell/host`, provided through HostProvider).
 * Remotes never hard-code another area's URL: they describe the item and ask the host.
 */
export interface PortalHost {
  /** The jump rule of spec 2: where a content item leads and how it opens. */
  resolveJump(item: JumpItem): JumpTarget;
  /** Follows the jump rule (new tab unless `newTab: false`; in-place targets open their player). */
  openItem(item: JumpItem, opts?: { newTab?: boolean }): void;
  toast(message: string): void;
  /** true when signed in; otherwise shows 请先登录, stores the return address and goes to sign-in. */
  requireLogin(): boolean;
  /** Goes to sign-in, coming back to `returnUrl` (default: the current address). */
  goSignIn(returnUrl?: string): void;
  /**
   * Opens search results for `keywords` by the header's rule (spec 2): a new tab, or the same
   * tab when already on the search page. Blank keywords do nothing.
   */
  openSearch(keywords: string): void;
}

const HostContext = createContext<PortalHost | null>(null);

export function HostProvider({ host, children }: { host: PortalHost; children?: ReactNode }) {
  return <HostContext.Provider value={host}>{children}</HostContext.Provider>;
}

/** The host when one is provided, else null (helpers that also run outside a remote's tree). */
export function useOptionalHost(): PortalHost | null {
  return useContext(HostContext);
}

export function useHost(): PortalHost {
  const host = useContext(HostContext);
  if (!host) {
    throw new Error(
      'useHost(): no PortalHost provided. The shell wraps every page in <HostProvider host={createShellHost()}>; ' +
        'a remote running standalone must wrap its tree in <HostProvider> with shell/host or createLocalHost().',
    );
  }
  return host;
}

/** Full-page navigation, as an object so tests can replace it (jsdom's location cannot be spied on). */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/**
 * A host for a remote running without the shell: jumps resolve to nothing (`kind: 'none'`) and
 * search opens nothing, toasts work, sign-in goes to `/signin`. Override any member.
 */
export function createLocalHost(overrides: Partial<PortalHost> = {}): PortalHost {
  const goSignIn = (returnUrl?: string) => {
    const back = returnUrl ?? `${window.location.pathname}${window.location.search}`;
    pageNavigation.assign(`/signin?fallbackUrl=${encodeURIComponent(back)}`);
  };
  return {
    resolveJump: () => ({ kind: 'none' }),
    openItem: () => {},
    toast: (message) => {
      toast(message);
    },
    requireLogin: () => {
      goSignIn();
      return false;
    },
    goSignIn,
    // standalone there is no search page, as there are no jumps
    openSearch: () => {},
    ...overrides,
  };
}

export interface ContentLinkProps {
  item: JumpItem;
  className?: string;
  children?: ReactNode;
  title?: string;
}

/**
 * A link to a content item following the host's jump rule: an `<a>` (new tab with
 * `rel="noopener"` when the rule says so), a button for in-place targets, a plain span when the
 * item has no jump.
 */
export function ContentLink({ item, className, children, title }: ContentLinkProps) {
  const host = useHost();
  const target = host.resolveJump(item);
  if (target.kind === 'link') {
    return target.newTab ? (
      <a href={target.url} target="_blank" rel="noopener" className={className} title={title}>
        {children}
      </a>
    ) : (
      <a href={target.url} className={className} title={title}>
        {children}
      </a>
    );
  }
  if (target.kind === 'inPlace') {
    return (
      <button type="button" className={className} title={title} onClick={() => host.openItem(item)}>
        {children}
      </button>
    );
  }
  return (
    <span className={className} title={title}>
      {children}
    </span>
  );
}
