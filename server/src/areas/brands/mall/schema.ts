import type { Generated } from 'kysely';

/**
 * Book orders (made by migration 030, `areas/account/purchases/migration.ts`, when the account
 * area showed the seeded ones; the mall owns them since books are bought: issue 21). Amounts are
 * integers in fen; timestamps integer milliseconds. An order bought in the mall has the number of
 * its payment (`pay_orders.order_no`).
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

export type MallTables = {
  physical_orders: PhysicalOrdersTable;
  physical_order_items: PhysicalOrderItemsTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends MallTables {}
}
