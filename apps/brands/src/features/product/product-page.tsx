import { followProductWrite } from '@portal/api/mutations/brand';
import { productQuery } from '@portal/api/queries/brand';
import { useQuery } from '@portal/query';
import { useParams } from '@portal/router';
import { useViewerId } from '@portal/session/hooks';
import { ContentLink } from '@portal/shared-ui/host';
import { useState } from 'react';
import { EditProductButton } from '../../components/brand-admin-section';
import { InterestButton } from '../../components/interest-button';
import { idParam, PageFrame, Section } from '../../components/page-frame';
import { FOLLOW_TEXTS, ToggleButton } from '../../components/toggle-button';
import { messages } from '../../messages';
import { ClinicalUse } from './clinical-use';

const t = messages.product;

/** `/bms/classify/{categoryId or -}/product-details/{id}`: a product's pictures, specifications and introduction, and its follow. */
export function ProductPage() {
  const params = useParams();
  const id = idParam(params.id);
  // the reader the page was answered for until the session check ends: its first data's key
  const viewerId = useViewerId();
  const query = useQuery({ ...productQuery(id ?? 0, viewerId), enabled: id !== undefined });
  const [shown, setShown] = useState(0);
  const [followers, setFollowers] = useState<number | undefined>(undefined);
  return (
    <PageFrame
      id={id}
      query={query}
      notFound={t.notFound}
      documentTitle={(product) => t.documentTitle(product.name)}
    >
      {(product) => {
        const picture = product.pictures[Math.min(shown, product.pictures.length - 1)] ?? product.image;
        return (
          <>
            <section
              aria-label={product.name}
              className="grid gap-5 rounded-lg bg-white p-5 md:grid-cols-[320px_1fr]"
            >
              <div>
                <img
                  src={picture}
                  alt={product.name}
                  width={320}
                  height={320}
                  className="aspect-square w-full rounded object-cover"
                />
                {product.pictures.length > 1 ? (
                  <ul aria-label={t.pictures} className="mt-2 flex gap-2">
                    {product.pictures.map((src, i) => (
                      <li key={src}>
                        <button
                          type="button"
                          aria-label={t.picture(i + 1)}
                          aria-pressed={i === shown}
                          onClick={() => setShown(i)}
                          className={`block rounded border-2 ${i === shown ? 'border-brand' : 'border-transparent'}`}
                        >
                          <img
                            src={src}
                            alt=""
                            width={56}
                            height={56}
                            className="h-14 w-14 rounded object-cover"
                          />
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              <div className="min-w-0">
                <div className="flex items-start justify-between gap-3">
                  <h1 className="text-xl font-semibold leading-8 text-ink">{product.name}</h1>
                  <ToggleButton
                    key={`${viewerId ?? 0}-${product.followStatus}`}
                    write={followProductWrite}
                    input={{ productId: product.id }}
                    on={product.followStatus === 'T'}
                    texts={FOLLOW_TEXTS}
                    name={product.name}
                    onChange={(answer) => setFollowers(answer.count)}
                  />
                </div>
                <dl className="mt-3 grid grid-cols-[4rem_1fr] gap-y-4 text-sm md:gap-y-1">
                  {product.brand ? (
                    <>
                      <dt className="text-ink-mute">{t.brand}</dt>
                      <dd>
                        <ContentLink
                          item={{
                            type: 'brand',
                            id: product.brand.id,
                            categoryId: product.categoryId ?? '-',
                          }}
                          className="text-brand hover:underline"
                        >
                          {product.brand.name}
                        </ContentLink>
                      </dd>
                    </>
                  ) : null}
                  {product.brandProductLine ? (
                    <>
                      <dt className="text-ink-mute">{t.line}</dt>
                      <dd>
                        <ContentLink
                          item={{
                            type: 'brandProductLine',
                            id: product.brandProductLine.id,
                            categoryId: product.brandProductLine.categoryId,
                          }}
                          className="text-brand hover:underline"
                        >
                          {product.brandProductLine.name}
                        </ContentLink>
                      </dd>
                    </>
                  ) : null}
                  {product.category ? (
                    <>
                      <dt className="text-ink-mute">{t.category}</dt>
                      <dd className="text-ink-soft">{product.category}</dd>
                    </>
                  ) : null}
                </dl>
                <p className="mt-2 text-xs text-ink-mute">
                  {t.followers(followers ?? product.followers)} · {messages.common.views(product.views)}
                </p>
                {product.brand ? (
                  <div className="mt-3 flex gap-2">
                    <InterestButton productId={product.id} productName={product.name} />
                    {product.manage ? (
                      <EditProductButton
                        productId={product.id}
                        initial={{
                          name: product.name,
                          pictures: product.pictures,
                          specs: product.specs,
                          description: product.description,
                        }}
                      />
                    ) : null}
                  </div>
                ) : null}
                {product.specs.length > 0 ? (
                  <>
                    <h2 className="mt-4 text-sm font-semibold text-ink">{t.specs}</h2>
                    <table className="mt-2 w-full border-collapse text-sm">
                      <tbody>
                        {product.specs.map((spec) => (
                          <tr key={spec.name} className="border-b border-line">
                            <th scope="row" className="w-28 py-1.5 pr-3 text-left font-normal text-ink-mute">
                              {spec.name}
                            </th>
                            <td className="py-1.5 text-ink-soft">{spec.value}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </>
                ) : null}
              </div>
            </section>
            {product.description ? (
              <Section title={t.about}>
                <p className="whitespace-pre-line text-sm leading-7 text-ink-soft">{product.description}</p>
              </Section>
            ) : null}
            <ClinicalUse productId={product.id} />
          </>
        );
      }}
    </PageFrame>
  );
}
