import type { SidebarContentType } from '@portal/api/rules/sidebar';
import type { Generated } from 'kysely';

/**
 * Tables of the detail pages' right column (migration `migrations/006-sidebar.ts`). A content
 * item is `content_type` 'U' (mp_articles) or 'I' (info_articles) plus `content_id`.
 */

export interface ContentKeywordsTable {
  content_type: SidebarContentType;
  content_id: number;
  sort: number;
  keyword: string;
}

export interface CirclesTable {
  id: Generated<number>;
  subspecialty_id: number | null;
  title: string;
  image: string;
  share_image: string;
  thumbnail: string;
  contents: number;
  views: number;
  created_at: number;
  description: string;
}

export interface TopicsTable {
  id: Generated<number>;
  subspecialty_id: number | null;
  title: string;
  image: string;
  contents: number;
  views: number;
  created_at: number;
  description: string;
}

export interface ContentProductsTable {
  content_type: SidebarContentType;
  content_id: number;
  product_id: number;
  sort: number;
}

export interface MiniToolsTable {
  id: Generated<number>;
  name: string;
  /** an absolute http(s) URL or a site path */
  url: string;
  /** comma-joined keywords */
  keywords: string;
  sort: number;
  enabled: 'T' | 'F';
  created_at: number;
}

export interface MiniToolSubspecialtiesTable {
  tool_id: number;
  subspecialty_id: number;
}

export type SidebarTables = {
  content_keywords: ContentKeywordsTable;
  circles: CirclesTable;
  topics: TopicsTable;
  content_products: ContentProductsTable;
  mini_tools: MiniToolsTable;
  mini_tool_subspecialties: MiniToolSubspecialtiesTable;
};

// the area's tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends SidebarTables {}
}
