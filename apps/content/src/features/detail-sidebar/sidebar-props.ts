import type { SidebarContentType } from '@portal/api/rules/sidebar';

/** The item a right-column card is about: a news item (I) or a user-written article or case (U). */
export interface SidebarContentProps {
  contentId: number;
  contentType: SidebarContentType;
}
