import type { Generated } from 'kysely';

/**
 * The account's purchase tables (migration 030, `./migration.ts`). Amounts are integers in fen;
 * timestamps integer milliseconds.
 */

export interface CouponsTable {
  id: Generated<number>;
  user_id: number;
  code: string;
  title: string;
  /** 'amount' (fen off) or 'discount' (the share paid, in percent) */
  kind: string;
  amount_fen: number | null;
  discount_percent: number | null;
  min_spend_fen: number;
  /** 'all', 'meeting' or 'book' */
  scope: string;
  valid_from: number;
  valid_to: number;
  /** the order that used it (set with `used_at` when that order was paid) */
  used_order_no: string | null;
  used_at: number | null;
  created_at: number;
  /** the unpaid order holding it (migration 031): not usable elsewhere until that order is paid or closed */
  reserved_order_no: string | null;
  reserved_at: number | null;
  /** what the order holding or using it took off (fen); null for the book orders' (`physical_orders.discount_fen`) */
  off_fen: number | null;
}

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
  coupons: CouponsTable;
  physical_orders: PhysicalOrdersTable;
  physical_order_items: PhysicalOrderItemsTable;
  course_progress: CourseProgressTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends PurchasesTables {}
}
