import type { SearchProduct, SearchProductLine } from '@portal/api/contract/search';
import { messages } from '../../messages';
import { ResultFrame } from './result-frame';

const t = messages.cards;

/** spec 9: product line images are 128x128; products share the square. */
const SQUARE = { width: 128, height: 128 };

/** A device product: /bms/classify/{categoryId or '-'}/product-details/{id} by the host's rule. */
export function ProductResult({ product, words }: { product: SearchProduct; words: readonly string[] }) {
  return (
    <ResultFrame
      jump={{ type: 'product', id: product.id, categoryId: product.brandProductLine?.categoryId ?? '-' }}
      typeLabel={t.types.bms_product}
      title={product.name}
      cover={product.image}
      coverSize={SQUARE}
      words={words}
      meta={
        <>
          <span>{product.brand.name}</span>
          {product.category ? <span>{product.category}</span> : null}
        </>
      }
    />
  );
}

/** A brand's product line with its counts; 已订阅 when the session user subscribed. */
export function ProductLineResult({ line, words }: { line: SearchProductLine; words: readonly string[] }) {
  return (
    <ResultFrame
      jump={{ type: 'brandProductLine', id: line.id, categoryId: line.categoryId }}
      typeLabel={t.types.bms_brand_product_line}
      title={line.name}
      cover={line.shareImage}
      coverSize={SQUARE}
      words={words}
      meta={
        <>
          {line.subscribeStatus === 'T' ? (
            <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand">{t.subscribed}</span>
          ) : null}
          <span>{line.brand.name}</span>
          <span>{t.products(line.products)}</span>
          <span>{t.articles(line.articles)}</span>
          <span className="ml-auto">
            {messages.common.views} {line.views}
          </span>
        </>
      }
    />
  );
}
