import type { Kysely } from 'kysely';

/** The community area's part of 036-product-mentions: which products a question or an answer mentions. */
export async function qaProductTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('community_qa_products')
    // 'Q' a question, 'A' an answer: the id is of either table, so it has no foreign key
    .addColumn('qa_type', 'char(1)', (c) => c.notNull())
    .addColumn('qa_id', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('detected', 'smallint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('community_qa_products_pk', ['qa_type', 'qa_id', 'product_id'])
    .execute();
  // a product's questions and answers (its page's 临床应用)
  await db.schema
    .createIndex('community_qa_products_product_idx')
    .on('community_qa_products')
    .columns(['product_id'])
    .execute();
}
