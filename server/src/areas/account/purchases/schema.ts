import type { Generated } from 'kysely';

/**
 * The account's purchase tables (migration 030, `./migration.ts`): book orders. Amounts are
 * integers in fen; timestamps integer milliseconds. (030 made `coupons` too, which the payments
 * mechanism owns: `payments/schema.ts`.)
 */

export interface PhysicalOrdersTable {
  id: Generated<number>;
  order_no: string;
  user_id: number;
  /** unpaid → paid → shipped → completed; unpaid → cancelled */
  state: string;
  goods_fen: number;
  shipping_fen: number;
  discount_fen: number;
  amount_fen: number;
  coupon_id: number | null;
  receiver_name: string;
  receiver_mobile: string;
  /** 省 市 区 */
  region: string;
  /** the street address within the region */
  address: string;
  logistics_company: string | null;
  tracking_no: string | null;
  created_at: number;
  paid_at: number | null;
  shipped_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
}

export interface PhysicalOrderItemsTable {
  order_id: number;
  sort: number;
  book_id: number;
  name: string;
  cover: string;
  unit_price_fen: number;
  quantity: number;
}

/** how far a user watched a lecture (`course_videos`) of a course */
export interface CourseProgressTable {
  user_id: number;
  course_id: number;
  video_id: number;
  watched_seconds: number;
  updated_at: number;
}

export type PurchasesTables = {
  physical_orders: PhysicalOrdersTable;
  physical_order_items: PhysicalOrderItemsTable;
  course_progress: CourseProgressTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends PurchasesTables {}
}
