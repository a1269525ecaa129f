import { jumpUrl } from '@portal/api/jump-rules';
import { pageNavigation } from '@portal/session/navigation';
import { Spinner } from '@portal/shared-ui/spinner';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import { OPEN_IN_PLACE_EVENT, type OpenInPlaceDetail } from '../../host/host';
import { messages } from '../../messages';
import { loadRemoteComponent, remoteModuleId } from '../../remotes/load-remote-component';
import { getRegistry } from '../../remotes/registry';
import { RemoteErrorBoundary } from '../../remotes/remote-error-boundary';

/** The content remote's player, opened in place (`apps/content/src/app/overlays/short-video-player.tsx`). */
export const SHORT_VIDEO_OVERLAY = { remote: 'content', expose: './overlays/ShortVideoPlayer' } as const;

type OverlayComponent = ComponentType<{ id: number | string; onClose(): void }>;

/** the history entry the player adds, so Back closes it */
const HISTORY_MARK = 'portalInPlace';

interface Opened {
  id: number | string;
  fallbackUrl: string;
  Component: OverlayComponent | null;
}

/** the player page in a new tab; in this one when the browser refuses the tab (no click to go with it) */
function openFallback(url: string) {
  if (!url) return;
  const tab = window.open(url, '_blank', 'noopener');
  if (!tab) pageNavigation.assign(url);
}

/**
 * Listens on every page for `portal:open-in-place` (the host's `openItem` of an in-place target)
 * and opens the short-video player over the page, loading it from the content remote the first
 * time. Closing (×, Esc, Back) gives the page back as it was. When the content remote is not
 * registered the event is left alone (the host opens the player page in a new tab); when it cannot
 * load, the player page opens in a new tab.
 */
export function InPlacePlayer() {
  const [opened, setOpened] = useState<Opened | null>(null);
  const pushed = useRef(false);

  const close = useCallback(() => {
    setOpened(null);
    if (pushed.current && window.history.state?.[HISTORY_MARK]) {
      pushed.current = false;
      window.history.back();
    } else {
      pushed.current = false;
    }
  }, []);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<OpenInPlaceDetail>).detail;
      if (detail?.action !== 'shortVideoPlayer') return;
      if (!getRegistry().remotes.some((r) => r.name === SHORT_VIDEO_OVERLAY.remote)) return;
      event.preventDefault();
      const fallbackUrl = jumpUrl(detail.item) ?? '';
      setOpened({ id: detail.id, fallbackUrl, Component: null });
      if (!pushed.current) {
        window.history.pushState({ ...(window.history.state ?? {}), [HISTORY_MARK]: true }, '');
        pushed.current = true;
      }
      loadRemoteComponent(remoteModuleId(SHORT_VIDEO_OVERLAY.remote, SHORT_VIDEO_OVERLAY.expose)).then(
        (Component) =>
          setOpened((o) =>
            o && o.id === detail.id ? { ...o, Component: Component as OverlayComponent } : o,
          ),
        (error: unknown) => {
          console.error('[shell] the short-video player is unavailable', error);
          close();
          openFallback(fallbackUrl);
        },
      );
    };
    // Back closes the player (its history entry is gone)
    const onPop = () => {
      if (!pushed.current) return;
      pushed.current = false;
      setOpened(null);
    };
    window.addEventListener(OPEN_IN_PLACE_EVENT, onOpen);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener(OPEN_IN_PLACE_EVENT, onOpen);
      window.removeEventListener('popstate', onPop);
    };
  }, [close]);

  if (!opened) return null;
  const { Component } = opened;
  if (!Component) {
    return (
      <div
        className="fixed inset-0 z-[60] flex items-center justify-center bg-black/80"
        data-testid="in-place-loading"
      >
        <Spinner label={messages.remotes.loading} className="border-white/40 border-t-white" />
      </div>
    );
  }
  return (
    <RemoteErrorBoundary fallback={() => <FailedPlayer fallbackUrl={opened.fallbackUrl} onClose={close} />}>
      <Component id={opened.id} onClose={close} />
    </RemoteErrorBoundary>
  );
}

/** the player threw: it closes and its page opens in a new tab */
function FailedPlayer({ fallbackUrl, onClose }: { fallbackUrl: string; onClose(): void }) {
  useEffect(() => {
    onClose();
    openFallback(fallbackUrl);
  }, [fallbackUrl, onClose]);
  return null;
}
