import type { SearchBook } from '@portal/api/contract/search';
import { messages } from '../../messages';
import { ResultFrame } from './result-frame';

const t = messages.cards;

/** spec 2 "Other": the mall's book page; the jump table has no rule for it. */
export const bookUrl = (id: number) => `/mall/product/${id}`;

/** "张三、王五 著；李四 译": authors (type A) then translators (type T); the joined names otherwise. */
export function bookCredits(book: Pick<SearchBook, 'authorList' | 'authorName'>): string {
  const names = (type: 'A' | 'T') =>
    book.authorList
      .filter((a) => a.type === type && a.name.trim() !== '')
      .map((a) => a.name)
      .join('、');
  const authors = names('A');
  const translators = names('T');
  const parts = [authors ? t.bookAuthors(authors) : '', translators ? t.bookTranslators(translators) : ''];
  const credits = parts.filter(Boolean).join('；');
  return credits || book.authorName;
}

/** The price shown: the discount with the original struck through, or the price alone. */
export function BookPrice({ book }: { book: Pick<SearchBook, 'price' | 'discountPrice'> }) {
  if (book.discountPrice.trim() !== '') {
    return (
      <span data-testid="book-price" className="flex items-baseline gap-2">
        <span className="text-base font-semibold text-orange-700">{t.bookPrice(book.discountPrice)}</span>
        <s className="text-ink-mute">
          <span className="sr-only">{t.originalPrice}</span>
          {t.bookPrice(book.price)}
        </s>
      </span>
    );
  }
  return (
    <span data-testid="book-price" className="text-base font-semibold text-orange-700">
      {t.bookPrice(book.price)}
    </span>
  );
}

/** A book of the mall: cover, credits, press, introduction, price and sales. */
export function BookResult({ book, words }: { book: SearchBook; words: readonly string[] }) {
  const credits = bookCredits(book);
  return (
    <ResultFrame
      target={{ kind: 'page', url: bookUrl(book.id) }}
      typeLabel={t.types.merchandise}
      title={book.name}
      summary={book.introduction}
      cover={book.cover}
      coverSize={{ width: 96, height: 128 }}
      words={words}
      body={
        credits || book.osmPress.name ? (
          <span data-testid="book-credits" className="mt-1 flex flex-wrap gap-x-3 text-sm text-ink-soft">
            {credits ? <span>{credits}</span> : null}
            {book.osmPress.name ? <span>{book.osmPress.name}</span> : null}
          </span>
        ) : null
      }
      meta={
        <>
          <BookPrice book={book} />
          <span className="ml-auto">{t.sales(book.sales)}</span>
        </>
      }
    />
  );
}
