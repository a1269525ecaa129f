import { useEffect, useId, useRef, useState } from 'react';
import { shortVideoMessages as t } from '../../short-video-messages';
import { ShortVideoView } from './short-video-view';

export interface ShortVideoOverlayProps {
  /** the video opened */
  id: number | string;
  /** closes the player (the host unmounts it and gives the page back) */
  onClose(): void;
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),textarea:not([disabled]),select:not([disabled]),video[controls],[tabindex]:not([tabindex="-1"])';

/**
 * The short-video player opened in place over any page (the shell's host loads it on
 * `portal:open-in-place`): a modal over the whole window, the page kept as it was beneath it (its
 * scroll locked, not lost); Esc or × closes it and focus goes back where it was; Tab stays inside.
 * Swipes and arrow keys move through the feed without leaving it.
 */
export function ShortVideoOverlay({ id, onClose }: ShortVideoOverlayProps) {
  const [current, setCurrent] = useState(() => Number(id));
  const panel = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement | null>(null);
  const titleId = useId();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => setCurrent(Number(id)), [id]);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const root = panel.current;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    panel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        video.current?.pause();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !root) return;
      const items = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === root)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      } else if (!root.contains(active)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      // the sound stops at once, before the element leaves
      for (const element of root?.querySelectorAll('video') ?? []) element.pause();
      previouslyFocused?.focus({ preventScroll: true });
    };
  }, []);

  return (
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      // named by the video's title once it shows, the player's name until then
      aria-label={t.playerLabel}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-testid="short-video-overlay"
      className="fixed inset-0 z-[60] bg-black outline-none"
    >
      <ShortVideoView
        id={current}
        onNavigate={setCurrent}
        onClose={onClose}
        videoRef={video}
        titleId={titleId}
        notFound={
          <div
            role="alert"
            className="flex h-full flex-col items-center justify-center gap-4 bg-black text-white"
          >
            <p>{t.notFoundMessage}</p>
            <button type="button" onClick={onClose} className="rounded bg-white/20 px-4 py-1.5">
              {t.close}
            </button>
          </div>
        }
      />
    </div>
  );
}
