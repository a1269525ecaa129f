import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** px, default 400 (spec 9: popup default 400x100; other widths 388, 460, 816) */
  width?: number;
  children?: ReactNode;
  footer?: ReactNode;
  /** close on a click on the backdrop; default true */
  closeOnBackdrop?: boolean;
  /** accessible name when there is no visible title */
  ariaLabel?: string;
  className?: string;
}

const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** Accessible modal: role dialog, aria-modal, Escape closes, focus kept inside while open. */
export function Dialog({
  open,
  onClose,
  title,
  width = 400,
  children,
  footer,
  closeOnBackdrop = true,
  ariaLabel,
  className = '',
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || active === panel)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && active === lastItem) {
        event.preventDefault();
        firstItem.focus();
      } else if (active && !panel.contains(active)) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      previouslyFocused?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div
      data-testid="dialog-backdrop"
      className="fixed inset-0 z-[900] flex items-center justify-center p-4"
      style={{ backgroundColor: 'rgba(0,0,0,0.3)' }}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : ariaLabel}
        tabIndex={-1}
        className={`max-h-[90vh] max-w-full overflow-auto rounded-lg bg-white shadow-pop outline-none ${className}`}
        style={{ width }}
      >
        {title ? (
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <h2 id={titleId} className="text-base font-semibold text-ink">
              {title}
            </h2>
            <button
              type="button"
              aria-label="关闭"
              // a thumb's size on phones (48 px), drawn into the title row's padding so the row keeps its height
              className="text-xl leading-none text-ink-mute hover:text-ink max-lg:-my-3 max-lg:-mr-3 max-lg:flex max-lg:size-12 max-lg:items-center max-lg:justify-center"
              onClick={onClose}
            >
              ×
            </button>
          </div>
        ) : null}
        <div className="px-5 py-4 text-sm text-ink-soft">{children}</div>
        {footer ? <div className="flex justify-end gap-2 px-5 pb-4">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
