import type { ReactNode } from 'react';
import { messages } from '../../messages';

interface DetailLayoutProps {
  /** the left sticky column, usually a `SideToolbar` */
  toolbar: ReactNode;
  /** the main column: title block, body, bottom toolbar, related articles, comments */
  children: ReactNode;
  /**
   * the right column (about 300px): sidebar cards such as circle, column, categories and keyword
   * search (spec 2). Nothing is reserved when absent.
   */
  aside?: ReactNode;
}

/** The frame of an article, case or news detail page (spec 2): toolbar | main | aside. */
export function DetailLayout({ toolbar, children, aside }: DetailLayoutProps) {
  return (
    <div className="flex items-start gap-6">
      {toolbar}
      <div className="min-w-0 flex-1">{children}</div>
      {aside ? (
        <aside
          aria-label={messages.detailPage.aside}
          className="hidden w-[300px] shrink-0 flex-col gap-4 lg:flex"
        >
          {aside}
        </aside>
      ) : null}
    </div>
  );
}
