import type { BookDetail } from '@portal/api/contract/mall';
import { bookQuery } from '@portal/api/queries/mall';
import { formatYuan } from '@portal/api/rules/payments';
import { useQuery } from '@portal/query';
import { useParams } from '@portal/router';
import { Button } from '@portal/shared-ui/button';
import { useHost } from '@portal/shared-ui/host';
import { lazy, Suspense, useState } from 'react';
import { idParam, PageFrame, Section } from '../../components/page-frame';
import { mallMessages } from '../../mall-messages';

const t = mallMessages.book;

// the order form and the payment (coupons, channels, the QR code) load when a reader buys, not with the page
const CheckoutDialog = lazy(() => import('./checkout-dialog').then((m) => ({ default: m.CheckoutDialog })));

function Credits({ label, names }: { label: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <>
      <dt className="text-ink-mute">{label}</dt>
      <dd>{names.join('、')}</dd>
    </>
  );
}

function BookHeader({ book, onBuy }: { book: BookDetail; onBuy: () => void }) {
  const soldOut = book.stock === 0;
  return (
    <section
      aria-label={book.name}
      className="grid gap-5 rounded-lg bg-white p-4 sm:p-5 md:grid-cols-[240px_1fr]"
    >
      <img
        src={book.cover}
        alt={book.name}
        width={240}
        height={320}
        className="mx-auto aspect-[3/4] w-48 rounded object-cover shadow md:w-full"
      />
      <div className="min-w-0 space-y-3">
        <h1 className="text-xl font-semibold text-ink">{book.name}</h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm text-ink-soft">
          <Credits label={t.authors} names={book.authors} />
          <Credits label={t.translators} names={book.translators} />
          <dt className="text-ink-mute">{t.press}</dt>
          <dd>{book.press}</dd>
          <dt className="text-ink-mute">{t.publishYear}</dt>
          <dd>{book.publishYear}</dd>
          <dt className="text-ink-mute">{t.isbn}</dt>
          <dd className="break-all">{book.isbn}</dd>
        </dl>
        <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          {book.discountPriceFen !== null ? (
            <>
              <span className="text-sm text-ink-mute">{t.discountPrice}</span>
              <span className="text-2xl font-semibold text-red-600">
                ¥{formatYuan(book.discountPriceFen)}
              </span>
              <del className="text-sm text-ink-mute">
                {t.price} ¥{formatYuan(book.priceFen)}
              </del>
            </>
          ) : (
            <>
              <span className="text-sm text-ink-mute">{t.price}</span>
              <span className="text-2xl font-semibold text-red-600">¥{formatYuan(book.priceFen)}</span>
            </>
          )}
        </p>
        <p className="text-xs text-ink-mute">
          {t.sales(book.sales)} · {soldOut ? t.soldOut : t.stock(book.stock)} · {t.shipping}
        </p>
        <Button onClick={onBuy} disabled={soldOut} className="w-full sm:w-auto">
          {soldOut ? t.soldOut : t.buy}
        </Button>
      </div>
    </section>
  );
}

/** `/mall/product/{bookId}` (spec 2): a book's cover, prices, credits and introduction, and buying it. */
export function BookPage() {
  const params = useParams();
  const id = idParam(params.bookId);
  const host = useHost();
  const query = useQuery({ ...bookQuery(id ?? 0), enabled: id !== undefined });
  const [buying, setBuying] = useState(false);
  return (
    <PageFrame
      id={id}
      query={query}
      notFound={t.notFound}
      documentTitle={(book) => t.documentTitle(book.name)}
    >
      {(book) => (
        <>
          <BookHeader
            book={book}
            onBuy={() => {
              if (host.requireLogin()) setBuying(true);
            }}
          />
          {book.introduction ? (
            <Section title={t.about}>
              <p className="whitespace-pre-line text-sm leading-7 text-ink-soft">{book.introduction}</p>
            </Section>
          ) : null}
          {buying ? (
            <Suspense fallback={null}>
              <CheckoutDialog book={book} onClose={() => setBuying(false)} />
            </Suspense>
          ) : null}
        </>
      )}
    </PageFrame>
  );
}
