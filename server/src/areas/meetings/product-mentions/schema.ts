/**
 * The products a meeting's talk mentions (migration 036-product-mentions, `./migration.ts`): the
 * talk's 相关器械, and the talks of a product page's 临床应用. The products are the brands area's,
 * read through its readers.
 */
export interface MeetingAgendaProductsTable {
  agenda_id: number;
  product_id: number;
  /** the order the talk lists them in */
  sort: number;
}

export type MeetingAgendaProductTables = {
  meeting_agenda_products: MeetingAgendaProductsTable;
};

// the tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends MeetingAgendaProductTables {}
}
