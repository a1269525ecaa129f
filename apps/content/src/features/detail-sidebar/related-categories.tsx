import { sidebarProductsQuery, sidebarSubspecialtiesQuery } from '@portal/api/queries/content';
import type { SidebarContentType } from '@portal/api/rules/sidebar';
import { ProductChip } from '@portal/shared-ui/product-chip';
import { SideCard } from '@portal/shared-ui/side-card';
import { listSearch } from '../../components/list/search-params';
import { messages } from '../../messages';
import type { SidebarContentProps } from './sidebar-props';
import { listOf, useSidebarList } from './use-sidebar-list';

const t = messages.detailSidebar;

/** The list a subspecialty chip filters: news for a news item, cases for a user-written one. */
export function subspecialtyListHref(contentType: SidebarContentType, subspecialtyId: number): string {
  const list = contentType === 'I' ? '/info' : '/case';
  return `${list}${listSearch(new URLSearchParams(), { subspecialtyId })}`;
}

/**
 * Related categories: the item's subspecialties as chips filtering the list it belongs to, and
 * the products linked to it by the jump rule. Nothing when it has neither.
 */
export function RelatedCategories({ contentId, contentType }: SidebarContentProps) {
  const content = { id: contentId, type: contentType };
  const subspecialties = useSidebarList(sidebarSubspecialtiesQuery(content));
  const products = useSidebarList(sidebarProductsQuery(content));

  if (subspecialties.status === 'loading' || products.status === 'loading')
    return (
      <SideCard
        density="regular"
        title={t.relatedCategories}
        loading
        loadingLabel={t.loading(t.relatedCategories)}
        skeletonLines={2}
      />
    );
  const subList = listOf(subspecialties);
  const productList = listOf(products);
  if (subList.length === 0 && productList.length === 0) return null;

  return (
    <SideCard density="regular" title={t.relatedCategories}>
      {subList.length > 0 ? (
        <nav aria-label={t.subspecialties}>
          <ul className="flex flex-wrap gap-2">
            {subList.map((s) => (
              <li key={s.id}>
                <a
                  href={subspecialtyListHref(contentType, s.id)}
                  target="_blank"
                  rel="noopener"
                  className="inline-block rounded-full bg-brand-50 px-3 py-1 text-xs text-brand no-underline hover:bg-brand hover:text-white"
                >
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {productList.length > 0 ? (
        <div className={subList.length > 0 ? 'mt-4' : undefined}>
          <h3 className="text-sm font-medium text-ink-mute">{t.products}</h3>
          <ul className="mt-2 space-y-2">
            {productList.map((product) => (
              <li key={product.id}>
                <ProductChip product={product} className="no-underline" />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </SideCard>
  );
}
