import { allSpeakersQuery } from '@portal/api/queries/meetings';
import { useQuery } from '@portal/query';
import { Link, useSearchParams } from '@portal/router';
import { Pager } from '@portal/shared-ui/pager';
import { useEffect } from 'react';
import { QueryView, Section } from '../../components/section';
import { SpeakerRow } from '../../components/speaker-row';
import { messages } from '../../messages';

const t = messages.home;

/** a page number from the address: a forged one is page 1 */
function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** `/meeting/speakers?page=`: every speaker of the portal's meetings, most talks first, a page at a time. */
export function SpeakersPage() {
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  // the page shown stays while the next one loads, so the list and pager do not jump
  const query = useQuery({ ...allSpeakersQuery(page), placeholderData: (previous) => previous });
  useEffect(() => {
    document.title = t.allSpeakersTitle;
  }, []);
  return (
    <main className="mx-auto max-w-page space-y-4 px-4 py-6">
      <div className="flex items-baseline justify-between">
        <h1 className="text-2xl font-semibold text-ink">{t.allSpeakers}</h1>
        <Link to="/meeting/home" className="text-sm text-brand hover:underline">
          {t.backHome}
        </Link>
      </div>
      <Section title={t.allSpeakers}>
        <QueryView
          query={query}
          isEmpty={(d) => d.list.length === 0}
          empty={t.noSpeakers}
          lines={8}
          minHeight={480}
        >
          {(data) => (
            <>
              <ul className="grid grid-cols-1 gap-x-8 gap-y-4 md:grid-cols-2">
                {data.list.map((s) => (
                  <SpeakerRow key={s.id} speaker={s} />
                ))}
              </ul>
              <Pager
                current={Math.min(page, data.page.totalPage)}
                total={data.page.totalPage}
                linkTo={(n) => ({ search: `?page=${n}` })}
                onNavigate={() => window.scrollTo({ top: 0 })}
                texts={t.pager}
              />
            </>
          )}
        </QueryView>
      </Section>
    </main>
  );
}
