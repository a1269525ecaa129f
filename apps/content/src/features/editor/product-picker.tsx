import type { ProductCard } from '@portal/api/contract/brand';
import { productPickerQuery } from '@portal/api/queries/brand';
import { productUrl } from '@portal/api/rules/account-profile';
import { WRITING_LIMITS } from '@portal/api/rules/article-writing';
import { useQuery } from '@portal/query';
import { useDeferredValue, useId, useState } from 'react';
import { editorMessages as t } from '../../editor-messages';

export interface PickedProduct {
  id: number;
  name: string;
  categoryId: number | null;
}

export interface ProductPickerProps {
  selected: PickedProduct[];
  onChange(products: PickedProduct[]): void;
  onNotice(message: string): void;
}

/** Products the piece mentions: searched by product or brand name; each links its product page. */
export function ProductPicker({ selected, onChange, onNotice }: ProductPickerProps) {
  const [keywords, setKeywords] = useState('');
  const deferred = useDeferredValue(keywords.trim());
  const found = useQuery({ ...productPickerQuery(deferred), enabled: deferred.length > 0 });
  const listId = useId();

  function add(product: ProductCard) {
    if (selected.some((p) => p.id === product.id)) return;
    if (selected.length >= WRITING_LIMITS.productsMax) {
      onNotice(t.productsFull);
      return;
    }
    onChange([...selected, { id: product.id, name: product.name, categoryId: product.categoryId }]);
    setKeywords('');
  }

  const results = (found.data?.list ?? []).filter((p) => !selected.some((s) => s.id === p.id));
  return (
    <div>
      <p className="mb-2 text-sm font-medium text-ink">
        {t.products}
        <span className="ml-2 text-xs font-normal text-ink-mute">{t.productsNote}</span>
      </p>
      {selected.length > 0 ? (
        <ul className="mb-2 flex flex-wrap gap-2">
          {selected.map((product) => (
            <li
              key={product.id}
              className="flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-xs text-brand"
            >
              <a
                href={productUrl(product.id, product.categoryId)}
                target="_blank"
                rel="noopener"
                className="hover:underline"
              >
                {product.name}
              </a>
              <button
                type="button"
                aria-label={t.productRemove(product.name)}
                onClick={() => onChange(selected.filter((p) => p.id !== product.id))}
                className="flex h-6 w-6 items-center justify-center rounded-full hover:bg-brand-100"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        type="search"
        value={keywords}
        maxLength={50}
        onChange={(event) => setKeywords(event.target.value)}
        placeholder={t.productSearch}
        aria-label={t.productSearchLabel}
        aria-controls={listId}
        className="h-9 w-full max-w-md rounded-md border border-line px-3 text-sm outline-none focus:border-brand"
      />
      {deferred ? (
        <ul
          id={listId}
          className="mt-1 max-h-56 max-w-md overflow-auto rounded-md border border-line bg-white"
        >
          {found.isFetching && !found.data ? (
            <li className="px-3 py-2 text-xs text-ink-mute">{t.productSearching}</li>
          ) : results.length === 0 ? (
            <li className="px-3 py-2 text-xs text-ink-mute">{t.productNone}</li>
          ) : (
            results.map((product) => (
              <li key={product.id}>
                <button
                  type="button"
                  onClick={() => add(product)}
                  className="flex min-h-10 w-full items-center gap-2 px-3 py-1 text-left text-sm hover:bg-surface"
                >
                  <span>{product.name}</span>
                  {product.brand ? <span className="text-xs text-ink-mute">{product.brand.name}</span> : null}
                </button>
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
