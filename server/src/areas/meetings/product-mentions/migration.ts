import type { Kysely } from 'kysely';

/** The meetings area's part of 036-product-mentions: which products a talk mentions. */
export async function agendaProductTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('meeting_agenda_products')
    .addColumn('agenda_id', 'integer', (c) =>
      c.notNull().references('meeting_agendas.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('meeting_agenda_products_pk', ['agenda_id', 'product_id'])
    .execute();
  // a product's talks (its page's 临床应用)
  await db.schema
    .createIndex('meeting_agenda_products_product_idx')
    .on('meeting_agenda_products')
    .columns(['product_id'])
    .execute();
}
