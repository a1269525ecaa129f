import { messages } from '../../messages';

const t = messages.headerMenu;

/** The phone header's search entry: opens the menu with the focus in the search box. */
export function SearchEntryButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button
      type="button"
      aria-label={t.search}
      onClick={onOpen}
      className="h-12 w-12 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-surface hover:text-brand max-lg:flex lg:hidden"
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
    </button>
  );
}

export interface MenuButtonProps {
  open: boolean;
  panelId: string;
  onToggle: () => void;
  buttonRef: React.Ref<HTMLButtonElement>;
}

/** The phone header's menu button (a disclosure of the panel holding every header element). */
export function MenuButton({ open, panelId, onToggle, buttonRef }: MenuButtonProps) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-expanded={open}
      aria-controls={panelId}
      aria-label={open ? t.close : t.open}
      onClick={onToggle}
      className="h-12 w-12 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface max-lg:flex lg:hidden"
    >
      <svg
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
      >
        {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}
