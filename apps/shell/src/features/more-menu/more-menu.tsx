import { useDismiss } from '@portal/shared-ui/menu';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { messages } from '../../messages';

const MorePanel = lazy(() => import('./more-panel'));

/** ms the pointer may spend between the trigger and the popover before it closes */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The header's 更多 item (spec 2, 9): opens on hover or click, closes on Escape (focus back on the
 * trigger), a press outside or leaving it. The groups and their data load on first opening; after
 * that the popover stays mounted (hidden), so reopening does not ask again.
 */
export function MoreMenu() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (open) setOpened(true);
  }, [open]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  useDismiss(rootRef, open, (reason) => {
    setOpen(false);
    if (reason === 'escape') triggerRef.current?.focus();
  });

  const show = () => {
    clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  return (
    <div ref={rootRef} className="relative shrink-0" onMouseEnter={show} onMouseLeave={hideSoon}>
      <button
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        onClick={(event) => {
          clearTimeout(closeTimer.current);
          // a pointer has already opened it by hovering: a click keeps it open; keys toggle
          if (event.detail > 0) setOpen(true);
          else setOpen((value) => !value);
        }}
        className={`flex items-center gap-1 text-[15px] max-lg:min-h-12 max-lg:w-full lg:py-5 ${open ? 'text-brand' : 'text-ink hover:text-brand'}`}
      >
        {messages.more.button}
        <svg
          viewBox="0 0 12 12"
          width="10"
          height="10"
          aria-hidden="true"
          className={open ? 'rotate-180' : ''}
        >
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <MorePanel id={panelId} hidden={!open} onNavigate={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
