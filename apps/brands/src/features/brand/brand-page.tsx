import { subscribeBrandWrite } from '@portal/api/mutations/brand';
import { brandActivitiesQuery, brandQuery, productsQuery } from '@portal/api/queries/brand';
import { useInfiniteQuery, useQuery } from '@portal/query';
import { useParams } from '@portal/router';
import { useViewerId } from '@portal/session/hooks';
import { PagedList } from '@portal/shared-ui/paged-list';
import { BrandAdminSection } from '../../components/brand-admin-section';
import { ActivityTile, LineTile, ProductTile } from '../../components/cards';
import { LeadsSection } from '../../components/leads-section';
import { idParam, PageFrame, Section } from '../../components/page-frame';
import { SUBSCRIBE_TEXTS, ToggleButton } from '../../components/toggle-button';
import { VideosSection } from '../../components/videos-section';
import { messages } from '../../messages';

const t = messages.brand;
const listTexts = messages.common;

/** `/bms/classify/{categoryId or -}/brand-details/{id}`: a brand's introduction, lines, products and activities. */
export function BrandPage() {
  const params = useParams();
  const id = idParam(params.id);
  // the reader the page was answered for until the session check ends: its first data's key
  const viewerId = useViewerId();
  const query = useQuery({ ...brandQuery(id ?? 0, viewerId), enabled: id !== undefined });
  const products = useInfiniteQuery({ ...productsQuery({ brandId: id ?? 0 }), enabled: id !== undefined });
  const activities = useInfiniteQuery({
    ...brandActivitiesQuery({ brandId: id ?? 0 }, viewerId),
    enabled: id !== undefined,
  });
  return (
    <PageFrame
      id={id}
      query={query}
      notFound={t.notFound}
      documentTitle={(brand) => t.documentTitle(brand.name)}
    >
      {(brand) => (
        <>
          <section
            aria-label={brand.name}
            className="flex flex-col gap-4 rounded-lg bg-white p-5 sm:flex-row"
          >
            <img
              src={brand.logo}
              alt=""
              width={96}
              height={96}
              className="h-24 w-24 shrink-0 rounded object-contain"
            />
            <div className="min-w-0 flex-1">
              <div className="flex items-start justify-between gap-3">
                <h1 className="text-xl font-semibold text-ink">{brand.name}</h1>
                <ToggleButton
                  key={`${viewerId ?? 0}-${brand.subscribeStatus}`}
                  write={subscribeBrandWrite}
                  input={{ brandId: brand.id }}
                  on={brand.subscribeStatus === 'T'}
                  count={brand.subscribers}
                  texts={SUBSCRIBE_TEXTS}
                  name={brand.name}
                />
              </div>
              <p className="mt-1 text-xs text-ink-mute">
                {t.counts(brand.productLines.length, brand.products, brand.subscribers)} ·{' '}
                {messages.common.views(brand.views)}
              </p>
              <h2 className="mt-3 text-sm font-semibold text-ink">{t.about}</h2>
              <p className="mt-1 whitespace-pre-line text-sm leading-6 text-ink-soft">{brand.description}</p>
            </div>
          </section>
          {brand.manage ? <BrandAdminSection brandId={brand.id} lines={brand.productLines} /> : null}
          {brand.manage ? <LeadsSection brandId={brand.id} /> : null}
          <Section title={t.productLines}>
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {brand.productLines.map((line) => (
                <li key={line.id}>
                  <LineTile line={line} />
                </li>
              ))}
            </ul>
          </Section>
          <Section title={t.products}>
            <PagedList query={products} texts={listTexts} emptyText={messages.home.noProducts}>
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
          <Section title={t.activities}>
            <PagedList query={activities} texts={listTexts} emptyText={messages.home.noActivities}>
              {(items) => (
                <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
                  {items.map((activity) => (
                    <li key={activity.id}>
                      <ActivityTile activity={activity} />
                    </li>
                  ))}
                </ul>
              )}
            </PagedList>
          </Section>
          <VideosSection scope={{ brandId: brand.id }} />
        </>
      )}
    </PageFrame>
  );
}
