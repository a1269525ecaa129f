import type { Kysely } from 'kysely';
import { type Dialect, idColumn } from '../../../db/dialect';

/**
 * Migration 010's part of this feature (the whole of 010 is composed in `areas/migrations.ts`):
 * books of the mall (prices in fen) and their authors and translators.
 */
export async function bookTables(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  await idColumn(db.schema.createTable('books'), dialect)
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('cover', 'varchar(500)', (c) => c.notNull())
    // fen (1/100 yuan), so prices stay exact in both databases
    .addColumn('price_fen', 'integer', (c) => c.notNull())
    // fen; null when the book is not discounted
    .addColumn('discount_price_fen', 'integer')
    .addColumn('press_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('publish_year', 'integer', (c) => c.notNull())
    .addColumn('isbn', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('subspecialty_id', 'integer', (c) => c.references('subspecialties.id').onDelete('set null'))
    // copies sold: the books tab's 热销 order
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('introduction', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('book_authors')
    .addColumn('book_id', 'integer', (c) => c.notNull().references('books.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    // 'A' author, 'T' translator (spec 3)
    .addColumn('type', 'char(1)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addPrimaryKeyConstraint('book_authors_pk', ['book_id', 'sort'])
    .execute();
}
