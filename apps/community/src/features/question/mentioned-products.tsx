import type { SidebarProduct } from '@portal/api/contract/sidebar';
import { ProductChip } from '@portal/shared-ui/product-chip';
import { messages } from '../../messages';

/** 相关器械: the products the question and its published answers mention, each to its page (spec 2 product). */
export function MentionedProducts({ products }: { products: readonly SidebarProduct[] }) {
  if (products.length === 0) return null;
  return (
    <section aria-label={messages.question.products} className="rounded-lg bg-white px-5 py-4">
      <h2 className="text-base font-semibold text-ink">{messages.question.products}</h2>
      <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {products.map((product) => (
          <li key={product.id}>
            <ProductChip product={product} className="rounded border border-line p-2 hover:border-brand" />
          </li>
        ))}
      </ul>
    </section>
  );
}
