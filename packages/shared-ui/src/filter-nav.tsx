import { Link, type To } from '@portal/router';
import type { ReactNode } from 'react';

/**
 * chips: filled pills on white (subspecialties, channel nodes, classifications); pills: light pills
 * (the search sort bar and dates); text: plain words (a list's 最新 / 最热); underline: type tabs
 * over a rule (the search result types).
 */
export type FilterNavVariant = 'chips' | 'pills' | 'text' | 'underline';

const NAV: Record<FilterNavVariant, string> = {
  chips: 'flex flex-wrap gap-2',
  pills: 'flex flex-wrap items-center gap-2',
  // a phone wraps the row instead of pushing the page sideways
  text: 'flex gap-4 text-sm max-lg:flex-wrap',
  underline: 'flex flex-wrap items-end gap-x-6 gap-y-2 border-b border-line text-[15px]',
};

const CHOICE: Record<FilterNavVariant, { base: string; on: string; off: string }> = {
  chips: {
    base: 'whitespace-nowrap rounded-full px-4 py-1.5 text-sm transition-colors',
    on: 'bg-brand text-white',
    off: 'bg-white text-ink-soft ring-1 ring-line hover:text-brand hover:ring-brand',
  },
  pills: {
    base: 'rounded-full px-3 py-1',
    on: 'bg-brand-50 font-semibold text-brand',
    off: 'text-ink-soft hover:text-brand',
  },
  text: { base: '', on: 'font-semibold text-brand', off: 'text-ink-soft hover:text-brand' },
  underline: {
    base: 'whitespace-nowrap border-b-2 px-1 pb-2',
    on: 'border-brand font-semibold text-brand',
    off: 'border-transparent text-ink-soft hover:text-brand',
  },
};

/** The classes of a choice, for a control drawn like one that is not (a 更多 menu, an on/off toggle). */
export function filterChoiceClass(variant: FilterNavVariant, selected: boolean): string {
  const { base, on, off } = CHOICE[variant];
  return base ? `${base} ${selected ? on : off}` : selected ? on : off;
}

interface FilterChoiceBase {
  key: string;
  label: ReactNode;
  selected: boolean;
  /** a number after the label (the hits of a search type) */
  count?: number;
}

/** A link (the choice lives in the URL) or, without `to`, a button (the choice opens something). */
export type FilterChoiceItem = FilterChoiceBase &
  (
    | { to: To; onClick?: () => void; expanded?: undefined }
    | {
        to?: undefined;
        onClick: () => void;
        /** a button that shows or hides something (the custom date range) */
        expanded?: boolean;
      }
  );

/**
 * What `aria-current` says on the selected choice: `page` when each choice is a page of its own
 * (search types), `true` when it is a state of this page (a filter, an order).
 */
export type FilterCurrent = 'page' | 'true';

export function FilterChoice({
  item,
  variant,
  current = 'true',
}: {
  item: FilterChoiceItem;
  variant: FilterNavVariant;
  current?: FilterCurrent;
}) {
  const className = filterChoiceClass(variant, item.selected);
  const ariaCurrent = item.selected ? current : undefined;
  const content = (
    <>
      {item.label}
      {/* on a phone the counts are for screen readers only: arriving after the row, they made it wrap
          to another line and pushed what is below down under the reader's thumb (layout shift) */}
      {item.count !== undefined ? (
        <span className="ml-1 text-xs text-ink-mute max-md:sr-only">{item.count}</span>
      ) : null}
    </>
  );
  if (item.to === undefined) {
    return (
      <button
        type="button"
        aria-expanded={item.expanded}
        aria-current={ariaCurrent}
        onClick={item.onClick}
        className={className}
      >
        {content}
      </button>
    );
  }
  return (
    <Link to={item.to} onClick={item.onClick} aria-current={ariaCurrent} className={className}>
      {content}
    </Link>
  );
}

export interface FilterNavProps {
  /** the navigation's accessible name, from the app's messages */
  label: string;
  items: FilterChoiceItem[];
  variant: FilterNavVariant;
  current?: FilterCurrent;
  /** spacing around the bar (`mt-4`...) */
  className?: string;
  /** more controls inside the bar, after the choices (a 更多 menu) */
  children?: ReactNode;
}

/**
 * A row of choices of which one is current: a `nav` of links that each put a value in the URL (so
 * reload, back and a new tab keep it), `aria-current` on the selected one. Tab and Enter as links
 * have them; a choice without `to` is a button.
 */
export function FilterNav({ label, items, variant, current = 'true', className, children }: FilterNavProps) {
  return (
    <nav aria-label={label} className={className ? `${NAV[variant]} ${className}` : NAV[variant]}>
      {items.map((item) => (
        <FilterChoice key={item.key} item={item} variant={variant} current={current} />
      ))}
      {children}
    </nav>
  );
}
