import type { ReactNode } from 'react';
import { messages } from '../../messages';
import { ActivityEntrance } from './activity-entrance';
import { CardBoundary } from './card-boundary';
import { CircleEntrance } from './circle-entrance';
import { KeywordSearchCards } from './keyword-search-cards';
import { MiniTools } from './mini-tools';
import { RelatedCategories } from './related-categories';
import type { SidebarContentProps } from './sidebar-props';

export interface DetailSidebarProps extends SidebarContentProps {
  /** the column entrance card, between the circle entrance and related categories */
  columnEntrance?: ReactNode;
  /** the honor info card, last */
  honorInfo?: ReactNode;
}

/**
 * The right column of an article, case or news detail page (spec 2), in order: circle entrance,
 * related activities, column entrance, related categories, keyword search cards, mini tools, honor info. Each card
 * loads on its own, hides itself when empty or failed, and a card that breaks takes only itself.
 */
export function DetailSidebar({ contentId, contentType, columnEntrance, honorInfo }: DetailSidebarProps) {
  const item = { contentId, contentType };
  return (
    <aside aria-label={messages.detailSidebar.region} className="flex w-full flex-col gap-4">
      <CardBoundary key={`circles-${contentType}-${contentId}`}>
        <CircleEntrance {...item} />
      </CardBoundary>
      <CardBoundary key={`activities-${contentType}-${contentId}`}>
        <ActivityEntrance {...item} />
      </CardBoundary>
      {columnEntrance ? (
        <CardBoundary key={`column-${contentType}-${contentId}`}>{columnEntrance}</CardBoundary>
      ) : null}
      <CardBoundary key={`categories-${contentType}-${contentId}`}>
        <RelatedCategories {...item} />
      </CardBoundary>
      <CardBoundary key={`keywords-${contentType}-${contentId}`}>
        <KeywordSearchCards {...item} />
      </CardBoundary>
      <CardBoundary key={`tools-${contentType}-${contentId}`}>
        <MiniTools {...item} />
      </CardBoundary>
      {honorInfo ? <CardBoundary key={`honor-${contentType}-${contentId}`}>{honorInfo}</CardBoundary> : null}
    </aside>
  );
}
