import type { Insertable } from 'kysely';
import { catalogueStream, readSubjects, type Subject, type Subjects } from '../../../seed/area-inputs';
import { type AreaSeeder, coverUrl, insertChunks } from '../../../seed/area-seeder';
import { daysAgo, type Rng } from '../../../seed/random';
import { generatedName } from '../../../seed/vocabulary';
import { PRESSES, TRANSLATED_BOOKS } from './books-data';
import type { BookAuthorsTable, BooksTable } from './schema';

export const BOOKS_PER_SCALE = 120;

/** books at this scale (the context's `scale`): never fewer than the translated classics */
export const bookCount = (scale: number) =>
  Math.max(TRANSLATED_BOOKS.length, Math.round(BOOKS_PER_SCALE * scale));

function isbn13(prefix: string, title: string): string {
  const digits = `9787${prefix}${title}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return `978-7-${prefix}-${title}-${(10 - (sum % 10)) % 10}`;
}

function bookName(r: Rng, s: Subject): string {
  const { topic } = s;
  const forms: (() => string)[] = [
    () => `${topic.disease}外科治疗学`,
    () => `${r.pick(topic.operations)}手术图谱`,
    () => `${topic.disease}诊疗规范与病例精析`,
    () => `${s.group}疑难病例精粹（第${r.int(1, 5)}辑）`,
    () => `${r.pick(topic.imaging)}与${topic.disease}诊断`,
    () => `${topic.name}临床实践`,
    () => `${s.group}学（第${r.int(2, 4)}版）`,
    () => `${topic.disease}围手术期管理`,
  ];
  return r.pick(forms)();
}

function buildBooks(r: Rng, count: number, now: number, subjects: Subjects) {
  const books: Insertable<BooksTable>[] = [];
  const authors: Insertable<BookAuthorsTable>[] = [];
  const names = new Set<string>();
  const isbns = new Set<string>();
  const year = new Date(now).getUTCFullYear();
  for (let id = 1; id <= count; id++) {
    const translated = TRANSLATED_BOOKS[id - 1];
    const s = subjects.any(r);
    let name = translated ? translated.name : bookName(r, s);
    for (let tries = 0; names.has(name) && tries < 5; tries++) name = bookName(r, s);
    if (names.has(name)) name = `${name}（第${r.int(2, 6)}版·${id}）`;
    names.add(name);
    const [press, prefix] = r.weighted(PRESSES.map((p) => [p, p[2]] as const));
    const titleDigits = 8 - prefix.length;
    let isbn = '';
    do {
      isbn = isbn13(prefix, String(r.int(0, 10 ** titleDigits - 1)).padStart(titleDigits, '0'));
    } while (isbns.has(isbn));
    isbns.add(isbn);
    const price = r.pick([58, 68, 78, 88, 98, 128, 158, 198, 268, 368, 498]) * 100;
    const credits: Insertable<BookAuthorsTable>[] = translated
      ? [
          ...translated.authors.map((a) => ({ type: 'A' as const, name: a })),
          ...Array.from({ length: r.int(1, 2) }, () => ({ type: 'T' as const, name: generatedName(r) })),
        ].map((c, sort) => ({ book_id: id, sort, ...c }))
      : [...new Set(Array.from({ length: r.int(1, 3) }, () => generatedName(r)))].map((a, sort) => ({
          book_id: id,
          sort,
          type: 'A' as const,
          name: a,
        }));
    authors.push(...credits);
    books.push({
      id,
      name,
      cover: coverUrl(`book-${id}`, name),
      price_fen: price,
      discount_price_fen: r.chance(0.6)
        ? Math.round((price * r.pick([0.7, 0.75, 0.8, 0.85, 0.88, 0.9])) / 10) * 10
        : null,
      press_name: press,
      publish_year: r.int(year - 12, year),
      isbn,
      subspecialty_id: translated ? null : (s.groupId ?? s.childId),
      sales: r.skewed(0, 5_000),
      views: r.skewed(50, 30_000),
      created_at: daysAgo(r, now, 1, 1500),
      introduction: translated
        ? translated.introduction
        : `本书由国内${s.group}领域专家编写，围绕${s.topic.disease}系统介绍${r.sample(s.topic.operations, 2).join('、')}等技术，结合${r.int(30, 200)}个典型病例讲解${r.pick(s.topic.topics)}，适合神经外科医师及研究生阅读。`,
    });
  }
  return { books, authors };
}

/**
 * Books of the mall with their authors, translators for the classics (migration 010's part of
 * this feature); as many as the news list's scale asks for.
 */
export const booksSeeder: AreaSeeder = {
  name: 'books',
  tables: ['books', 'book_authors'],
  sequenceTables: ['books'],
  async seed(db, context) {
    const { scale } = context;
    const subjects = await readSubjects(db);
    const books = buildBooks(catalogueStream(context.seed, 'books'), bookCount(scale), context.now, subjects);
    // the stock from a stream of its own, so the books themselves stay what they were before it
    const stock = catalogueStream(context.seed, 'book-stock');
    for (const book of books.books) book.stock = stock.chance(0.08) ? 0 : stock.int(5, 300);
    await insertChunks(books.books, (rows) => db.insertInto('books').values(rows).execute());
    await insertChunks(books.authors, (rows) => db.insertInto('book_authors').values(rows).execute());
  },
};
