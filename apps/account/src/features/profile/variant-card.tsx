import type { ProfileVariant } from '@portal/api/contract/account-profile';
import { administratorProfileQuery, enterpriseProfileQuery } from '@portal/api/queries/account-profile';
import { brandUrl, productUrl } from '@portal/api/rules/account-profile';
import { useQuery } from '@portal/query';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { messages } from '../../messages';

const t = messages.profile;

/** The part of the header an enterprise user or a brand administrator has beyond a doctor's. */
export function VariantCard({ variant, profileUserId }: { variant: ProfileVariant; profileUserId: number }) {
  if (variant === 'enterprise') return <EnterpriseCard profileUserId={profileUserId} />;
  if (variant === 'administrator') return <AdministratorCard profileUserId={profileUserId} />;
  return null;
}

const section = 'mt-4 rounded-lg bg-white p-5 shadow-sm';

function EnterpriseCard({ profileUserId }: { profileUserId: number }) {
  const query = useQuery(enterpriseProfileQuery(profileUserId));
  if (query.isPending) return <Skeleton lines={2} label={t.loading} className={section} />;
  if (query.isError) return null;
  const p = query.data;
  return (
    <section aria-label={t.enterprise.badge} className={section}>
      <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
        {t.enterprise.heading}
        <span className="rounded bg-sky-100 px-1.5 text-xs font-normal text-sky-700">
          {t.enterprise.badge}
        </span>
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {[p.company, p.department, p.title].filter(Boolean).join(' · ')}
      </p>
      <h3 className="mt-3 text-sm text-ink-mute">{t.enterprise.brands}</h3>
      {p.brands.length === 0 ? (
        <p className="text-sm text-ink-soft">{t.enterprise.noBrands}</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-3">
          {p.brands.map((b) => (
            <li key={b.id}>
              <a
                href={brandUrl(b.id)}
                target="_blank"
                rel="noopener"
                className="flex items-center gap-2 text-sm hover:text-brand"
              >
                <img src={b.logo} alt="" width={28} height={28} className="h-7 w-7 rounded object-cover" />
                {b.name}
                <span className="text-xs text-ink-mute">
                  {b.role === 'admin' ? t.enterprise.admin : t.enterprise.member}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {p.products.length > 0 ? (
        <>
          <h3 className="mt-3 text-sm text-ink-mute">{t.enterprise.products}</h3>
          <ul className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {p.products.map((product) => (
              <li key={product.id}>
                <a
                  href={productUrl(product.id, product.categoryId)}
                  target="_blank"
                  rel="noopener"
                  className="flex items-center gap-2 text-sm hover:text-brand"
                >
                  <img
                    src={product.image}
                    alt=""
                    width={32}
                    height={32}
                    loading="lazy"
                    className="h-8 w-8 rounded object-cover"
                  />
                  <span className="line-clamp-1">{product.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function AdministratorCard({ profileUserId }: { profileUserId: number }) {
  const query = useQuery(administratorProfileQuery(profileUserId));
  if (query.isPending) return <Skeleton lines={2} label={t.loading} className={section} />;
  if (query.isError) return null;
  return (
    <section aria-label={t.administrator.badge} className={section}>
      <h2 className="flex items-center gap-2 text-base font-semibold text-ink">
        {t.administrator.heading}
        <span className="rounded bg-violet-100 px-1.5 text-xs font-normal text-violet-700">
          {t.administrator.badge}
        </span>
      </h2>
      <ul className="mt-2 space-y-2">
        {query.data.brands.map((b) => (
          <li key={b.id} className="flex items-center gap-3">
            <img src={b.logo} alt="" width={40} height={40} className="h-10 w-10 rounded object-cover" />
            <div className="min-w-0">
              <a
                href={brandUrl(b.id)}
                target="_blank"
                rel="noopener"
                className="font-medium text-ink hover:text-brand"
              >
                {b.name}
              </a>
              <p className="text-xs text-ink-mute">
                {t.administrator.members(b.members)} · {t.administrator.products(b.products)}
              </p>
              {b.description ? <p className="line-clamp-1 text-xs text-ink-soft">{b.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
