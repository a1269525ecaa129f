import type { SidebarProduct } from '@portal/api/contract/sidebar';
import { ContentLink } from '@portal/shared-ui/host';
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
            <ContentLink
              item={{ type: 'product', id: product.id, categoryId: product.categoryId }}
              className="group flex items-center gap-3 rounded border border-line p-2 hover:border-brand"
              title={product.name}
            >
              <span className="block h-10 w-10 shrink-0 overflow-hidden rounded bg-surface">
                {product.image ? (
                  <img
                    src={product.image}
                    alt=""
                    width={40}
                    height={40}
                    loading="lazy"
                    decoding="async"
                    className="h-full w-full object-cover"
                  />
                ) : null}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm text-ink group-hover:text-brand">{product.name}</span>
                {product.brandName ? (
                  <span className="truncate text-xs text-ink-mute">{product.brandName}</span>
                ) : null}
              </span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
