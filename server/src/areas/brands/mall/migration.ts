import { type Kysely, type Migration, sql } from 'kysely';

/**
 * 034-book-orders: a book's stock. The check is the database's own guarantee that no race of
 * orders ever sells a copy that is not there (the orders also take copies with a conditional
 * update, which is what answers 库存不足).
 */
export function bookOrdersMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('books')
        .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0).check(sql`stock >= 0`))
        .execute();
    },
  };
}
