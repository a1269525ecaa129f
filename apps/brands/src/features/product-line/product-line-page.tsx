import { followProductLineWrite, subscribeProductLineWrite } from '@portal/api/mutations/brand';
import { productLineQuery, productsQuery } from '@portal/api/queries/brand';
import { useInfiniteQuery, useQuery } from '@portal/query';
import { useParams } from '@portal/router';
import { useViewerId } from '@portal/session/hooks';
import { ContentLink } from '@portal/shared-ui/host';
import { PagedList } from '@portal/shared-ui/paged-list';
import { useState } from 'react';
import { ProductTile } from '../../components/cards';
import { idParam, PageFrame, Section } from '../../components/page-frame';
import { FOLLOW_TEXTS, SUBSCRIBE_TEXTS, ToggleButton } from '../../components/toggle-button';
import { messages } from '../../messages';

const t = messages.line;

/**
 * `/bms/classify/{categoryId}/product-line-details/{id}`: a product line, its subscribe (订阅成功)
 * and follow buttons, and its products.
 */
export function ProductLinePage() {
  const params = useParams();
  const id = idParam(params.id);
  // the reader the page was answered for until the session check ends: its first data's key
  const viewerId = useViewerId();
  const query = useQuery({ ...productLineQuery(id ?? 0, viewerId), enabled: id !== undefined });
  const products = useInfiniteQuery({
    ...productsQuery({ productLineId: id ?? 0 }),
    enabled: id !== undefined,
  });
  const [counts, setCounts] = useState<{ subscribers?: number; followers?: number }>({});
  return (
    <PageFrame
      id={id}
      query={query}
      notFound={t.notFound}
      documentTitle={(line) => t.documentTitle(line.name)}
    >
      {(line) => (
        <>
          <section aria-label={line.name} className="flex flex-col gap-4 rounded-lg bg-white p-5 sm:flex-row">
            <img
              src={line.shareImage}
              alt=""
              width={128}
              height={128}
              className="h-32 w-32 shrink-0 rounded object-cover"
            />
            <div className="min-w-0 flex-1">
              <h1 className="text-xl font-semibold text-ink">{line.name}</h1>
              <p className="mt-1 text-sm text-ink-soft">
                <ContentLink
                  item={{ type: 'brand', id: line.brand.id, categoryId: line.categoryId ?? '-' }}
                  className="text-brand hover:underline"
                >
                  {t.brand(line.brand.name)}
                </ContentLink>
              </p>
              <p className="mt-1 text-xs text-ink-mute">
                {t.counts(line.products, line.articles)} ·{' '}
                {t.people(counts.subscribers ?? line.subscribers, counts.followers ?? line.followers)} ·{' '}
                {messages.common.views(line.views)}
              </p>
              <div className="mt-3 flex gap-2">
                <ToggleButton
                  key={`s-${viewerId ?? 0}-${line.subscribeStatus}`}
                  write={subscribeProductLineWrite}
                  input={{ brandId: line.brand.id, productLineId: line.id }}
                  on={line.subscribeStatus === 'T'}
                  texts={SUBSCRIBE_TEXTS}
                  name={line.name}
                  onChange={(answer) => setCounts((c) => ({ ...c, subscribers: answer.count }))}
                />
                <ToggleButton
                  key={`f-${viewerId ?? 0}-${line.followStatus}`}
                  write={followProductLineWrite}
                  input={{ brandId: line.brand.id, productLineId: line.id }}
                  on={line.followStatus === 'T'}
                  texts={FOLLOW_TEXTS}
                  name={line.name}
                  onChange={(answer) => setCounts((c) => ({ ...c, followers: answer.count }))}
                />
              </div>
              {line.description ? (
                <>
                  <h2 className="mt-3 text-sm font-semibold text-ink">{t.about}</h2>
                  <p className="mt-1 whitespace-pre-line text-sm leading-6 text-ink-soft">
                    {line.description}
                  </p>
                </>
              ) : null}
            </div>
          </section>
          <Section title={t.products}>
            <PagedList query={products} texts={messages.common} emptyText={messages.home.noProducts}>
              {(items) => (
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {items.map((product) => (
                    <li key={product.id}>
                      <ProductTile product={product} />
                    </li>
                  ))}
                </ul>
              )}
            </PagedList>
          </Section>
        </>
      )}
    </PageFrame>
  );
}
