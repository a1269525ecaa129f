import type { ElabItem } from '@portal/api/contract/panoramic';
import { ELAB_CASE_LIST_URL } from '@portal/api/links';
import { Link } from '@portal/router';
import { ContentLink } from '@portal/shared-ui/host';
import type { ReactNode } from 'react';
import { LoadedList } from '../../components/list/loaded-list';
import type { ListState } from '../../components/list/use-list-page';
import { messages } from '../../messages';
import { ElabCaseCard } from './elab-case-item';
import { elabListSearch } from './elab-search';
import { HOME_CASES, useElabCases, useElabClassifications, useElabColumns } from './use-elab';

const text = messages.panoramicGuidance.holographic;

/** /holographic: the panoramic surgery home — classifications, special columns, latest and hottest cases. */
export function HolographicHomePage() {
  const classifications = useElabClassifications();
  const columns = useElabColumns();
  const latest = useElabCases({ pageNo: 1, pageSize: HOME_CASES, order: 'latest' });
  const hottest = useElabCases({ pageNo: 1, pageSize: HOME_CASES, order: 'hot' });

  return (
    <div className="mx-auto w-full max-w-page px-4 py-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold text-ink">{text.title}</h1>
          <p className="mt-2 text-sm text-ink-soft">{text.lead}</p>
        </div>
        <ContentLink
          item={{ type: 'elab_case' }}
          className="rounded-md bg-brand px-4 py-2 text-sm text-white no-underline hover:bg-brand-700"
        >
          {text.allCases}
        </ContentLink>
      </header>

      {classifications.state.status === 'success' && classifications.state.data.list.length > 0 ? (
        <nav aria-label={text.classifications} className="mt-5 flex flex-wrap gap-2">
          {classifications.state.data.list.map((c) => (
            <Link
              key={c.code}
              to={{
                pathname: ELAB_CASE_LIST_URL,
                search: elabListSearch(new URLSearchParams(), { classificationCode: c.code }),
              }}
              className="whitespace-nowrap rounded-full bg-white px-4 py-1.5 text-sm text-ink-soft ring-1 ring-line hover:text-brand hover:ring-brand"
            >
              {c.name}
            </Link>
          ))}
        </nav>
      ) : null}

      <Section title={text.columns}>
        <LoadedList state={columns.state} retry={columns.retry} empty={text.noColumns}>
          {(list) => (
            <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-5">
              {list.map((column) => (
                <li key={column.id}>
                  <ContentLink
                    item={{ type: 'elab_special_column', id: column.id }}
                    className="group block no-underline"
                    title={column.title}
                  >
                    <span className="block aspect-video overflow-hidden rounded-md bg-surface">
                      <img
                        src={column.cover}
                        alt=""
                        width={240}
                        height={135}
                        loading="lazy"
                        decoding="async"
                        className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
                      />
                    </span>
                    <span className="mt-2 line-clamp-1 text-sm font-medium text-ink group-hover:text-brand">
                      {column.title}
                    </span>
                    <span className="text-xs text-ink-mute">{text.caseCount(column.contents)}</span>
                  </ContentLink>
                </li>
              ))}
            </ul>
          )}
        </LoadedList>
      </Section>

      <CaseGrid title={text.latest} state={latest.state} retry={latest.retry} />
      <CaseGrid title={text.hottest} state={hottest.state} retry={hottest.retry} />
    </div>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="mt-6 rounded-lg bg-white p-6">
      <div className="mb-4 flex items-center justify-between">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function CaseGrid({ title, state, retry }: { title: string; state: ListState<ElabItem>; retry: () => void }) {
  return (
    <Section
      title={title}
      action={
        <ContentLink
          item={{ type: 'elab_case' }}
          className="text-sm text-ink-mute no-underline hover:text-brand"
        >
          {text.more}
        </ContentLink>
      }
    >
      <LoadedList state={state} retry={retry} empty={text.noCases}>
        {(list) => (
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3">
            {list.map((item) => (
              <ElabCaseCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </LoadedList>
    </Section>
  );
}
