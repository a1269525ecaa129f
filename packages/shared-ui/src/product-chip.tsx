import { ContentLink } from '@portal/shared-ui/host';

/** What a product chip shows: the product's picture, name and brand (a sidebar or mention row). */
export interface ProductChipItem {
  id: number;
  name: string;
  image: string;
  brandName?: string | null;
  /** the jump rule's path part: /bms/classify/{categoryId or '-'}/product-details/{id} */
  categoryId: number | null;
}

/**
 * A product as a small linked row: its 40 px picture, its name and its brand, opening the product
 * page by the host's jump rule. `className` styles the link (a bordered tile, a bare row).
 */
export function ProductChip({ product, className }: { product: ProductChipItem; className: string }) {
  return (
    <ContentLink
      item={{ type: 'product', id: product.id, categoryId: product.categoryId }}
      className={`group flex items-center gap-3 ${className}`}
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
  );
}
