import { newsScale } from '../../../../seed/area-inputs';
import { countRows, seededDatabase } from '../../../../test-support/seeded-tables';
import { bookCount } from '../books.seeder';
import { TRANSLATED_BOOKS } from '../books-data';

const seeded = seededDatabase('small');

describe('books seed', () => {
  it('writes the amount the scale asks for', async () => {
    const db = seeded();
    expect(await countRows(db, 'books')).toBe(bookCount(newsScale(await countRows(db, 'info_articles'))));
    expect(await countRows(db, 'book_authors')).toBeGreaterThan(0);
    expect(bookCount(1)).toBe(120);
  });

  it('has books with valid unique ISBNs, authors, translators for the classics, and prices in fen', async () => {
    const db = seeded();
    const books = await db
      .selectFrom('books')
      .select(['id', 'isbn', 'price_fen', 'discount_price_fen'])
      .execute();
    const credits = await db.selectFrom('book_authors').select(['book_id', 'type']).execute();
    expect(new Set(books.map((b) => b.isbn)).size).toBe(books.length);
    for (const b of books) {
      const digits = b.isbn.replaceAll('-', '');
      expect(digits).toMatch(/^9787\d{9}$/);
      const sum = [...digits].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
      expect(sum % 10).toBe(0);
      expect(b.price_fen % 100).toBe(0);
      if (b.discount_price_fen !== null) expect(b.discount_price_fen).toBeLessThan(b.price_fen);
      expect(credits.some((c) => c.book_id === b.id && c.type === 'A')).toBe(true);
    }
    for (let id = 1; id <= TRANSLATED_BOOKS.length; id++)
      expect(credits.some((c) => c.book_id === id && c.type === 'T')).toBe(true);
  });
});
