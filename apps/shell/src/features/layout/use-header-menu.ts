import { useLocation } from '@portal/router';
import { type KeyboardEvent, type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface HeaderMenu {
  open: boolean;
  panelId: string;
  headerRef: RefObject<HTMLElement | null>;
  panelRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  toggle: () => void;
  /** opens the menu with the focus in its search box (the bar's search entry) */
  openAtSearch: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * The phone header's menu (below `lg`): the panel holding every header element. Opening moves the
 * focus into it (its first link, or the search box from the search entry); Escape closes it and
 * puts the focus back on the menu button; a press outside the header or going to another page
 * closes it. A popover open inside the panel (More, Publish, the account menu) takes Escape first.
 */
export function useHeaderMenu(): HeaderMenu {
  const [open, setOpen] = useState(false);
  const [focusTarget, setFocusTarget] = useState<'first' | 'search'>('first');
  const panelId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address closes the menu
  useEffect(() => {
    setOpen(false);
  }, [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const target =
      focusTarget === 'search'
        ? panel?.querySelector<HTMLElement>('input[type="search"]')
        : panel?.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, focusTarget]);

  const toggle = useCallback(() => {
    setFocusTarget('first');
    setOpen((value) => !value);
  }, []);
  const openAtSearch = useCallback(() => {
    setFocusTarget('search');
    setOpen(true);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!open || event.key !== 'Escape') return;
    // an inner popover (its trigger expanded) or the search box's list closes first
    const inner = panelRef.current?.querySelector('[aria-expanded="true"], input[aria-controls]');
    if (inner) return;
    setOpen(false);
    buttonRef.current?.focus();
  };

  return { open, panelId, headerRef, panelRef, buttonRef, toggle, openAtSearch, onKeyDown };
}
