import { categoryHomeQuery } from '@portal/api/queries/brand';
import { useQuery } from '@portal/query';
import { useParams, useSearchParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { ActivityTile, BrandTile, LineTile, ProductTile } from '../../components/cards';
import { idParam, PageFrame, Section } from '../../components/page-frame';
import { VideosSection } from '../../components/videos-section';
import { messages } from '../../messages';

const t = messages.home;

/**
 * `/bms/home/{id}?categoryCode={code}` (the header's More popup): a device category's brands,
 * product lines, hot products and brand activities.
 */
export function CategoryHomePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = idParam(params.id);
  const code = search.get('categoryCode') ?? undefined;
  const user = useSessionUser();
  const query = useQuery({
    ...categoryHomeQuery({ categoryId: id, ...(code ? { categoryCode: code } : {}) }, user?.id ?? null),
    enabled: id !== undefined,
  });
  return (
    <PageFrame
      id={id}
      query={query}
      notFound={t.notFound}
      documentTitle={(home) => t.documentTitle(home.category.name)}
    >
      {(home) => (
        <>
          <h1 className="text-xl font-semibold text-ink">{home.category.name}</h1>
          <Section title={t.brands}>
            {home.brands.length === 0 ? (
              <p className="text-sm text-ink-mute">{t.noBrands}</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
                {home.brands.map((brand) => (
                  <li key={brand.id}>
                    <BrandTile brand={brand} />
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title={t.productLines}>
            <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {home.productLines.map((line) => (
                <li key={line.id}>
                  <LineTile line={line} />
                </li>
              ))}
            </ul>
          </Section>
          <Section title={t.hotProducts}>
            {home.hotProducts.length === 0 ? (
              <p className="text-sm text-ink-mute">{t.noProducts}</p>
            ) : (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {home.hotProducts.map((product) => (
                  <li key={product.id}>
                    <ProductTile product={product} />
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <Section title={t.activities}>
            {home.activities.length === 0 ? (
              <p className="text-sm text-ink-mute">{t.noActivities}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
                {home.activities.map((activity) => (
                  <li key={activity.id}>
                    <ActivityTile activity={activity} />
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <VideosSection scope={{ categoryId: home.category.id }} />
        </>
      )}
    </PageFrame>
  );
}
