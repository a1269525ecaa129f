import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';

/**
 * Closes a popover (menu, dropdown) on Escape and on a pointer press outside `rootRef` while
 * `open`. `onClose` receives why, so a caller can put focus back on its trigger after Escape.
 */
export function useDismiss(
  rootRef: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: (reason: 'escape' | 'outside') => void,
): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onCloseRef.current('outside');
    };
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current('escape');
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, rootRef]);
}

const ITEMS = '[role="menuitem"]:not([aria-disabled="true"])';

/**
 * Arrow-key movement inside a `role="menu"` element (WAI-ARIA menu pattern): ArrowDown/ArrowUp
 * move and wrap, Home/End jump. Put it on the menu's onKeyDown.
 */
export function onMenuKeyDown(event: KeyboardEvent<HTMLElement>): void {
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ITEMS));
  if (items.length === 0) return;
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: number | null = null;
  if (event.key === 'ArrowDown') next = index < 0 ? 0 : (index + 1) % items.length;
  else if (event.key === 'ArrowUp') next = index <= 0 ? items.length - 1 : index - 1;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  if (next === null) return;
  event.preventDefault();
  items[next]?.focus();
}

/** Focuses the first menu item inside `menu` (call when a menu opens from the keyboard or a click). */
export function focusFirstMenuItem(menu: HTMLElement | null): void {
  menu?.querySelector<HTMLElement>(ITEMS)?.focus();
}
