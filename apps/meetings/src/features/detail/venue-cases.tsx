import { fieldCasesQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { ContentLink } from '@portal/shared-ui/host';
import { messages } from '../../messages';

const t = messages.detail;

/** The cases discussed at a venue (getFieldsCaseList), under its agenda; nothing when it has none. */
export function VenueCases({ fieldsId }: { fieldsId: number }) {
  const query = useQuery(fieldCasesQuery(fieldsId));
  const cases = query.data?.list ?? [];
  if (cases.length === 0) return null;
  return (
    <section aria-label={t.venueCases} className="mt-4 border-t border-line pt-4">
      <h3 className="mb-3 text-base font-semibold text-ink">{t.venueCases}</h3>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {cases.map((c) => (
          <li key={c.id}>
            <ContentLink item={{ type: 'mparticle', id: c.id }} className="group block" title={c.title}>
              <img
                src={c.cover}
                alt=""
                loading="lazy"
                width={220}
                height={124}
                className="aspect-video w-full rounded-md bg-surface object-cover"
              />
              <span className="mt-2 line-clamp-2 text-sm leading-5 text-ink group-hover:text-brand">
                {c.title}
              </span>
              <span className="mt-1 block text-xs text-ink-mute">{c.authorName}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
