import type { WeeklyDetail, WeeklyRef } from '@portal/api/contract/weeklies-columns';
import { weeklyDetailQuery } from '@portal/api/queries/content';
import { Link, useSearchParams } from '@portal/router';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { ContentEntryItem } from '../../components/content-entry-item';
import { DetailNotFound, DetailStates } from '../../components/detail/detail-states';
import { parseDetailId, useDetail } from '../../components/detail/use-detail';
import { useDocumentTitle } from '../../components/detail/use-document-title';
import { messages } from '../../messages';

const t = messages.weeklyColumns;

/** /info/weekly?weeklyId=[&locateId=]: one issue; `locateId` scrolls to that article and highlights it. */
export function WeeklyPage() {
  const [params] = useSearchParams();
  const { state, retry } = useDetail(parseDetailId(params.get('weeklyId')), weeklyDetailQuery);
  const locateId = parseDetailId(params.get('locateId'));
  useDocumentTitle(
    state.status === 'success' ? t.issueTitle(state.data.weeklyName, state.data.issueNo) : undefined,
  );

  return (
    <div className="mx-auto w-full max-w-[920px] px-4 py-6">
      <DetailStates
        state={state}
        retry={retry}
        notFound={<DetailNotFound title={t.weeklyNotFound} backTo="/info" backText={t.backToNews} />}
      >
        {(weekly) => <WeeklyIssue weekly={weekly} locateId={locateId} />}
      </DetailStates>
    </div>
  );
}

function WeeklyIssue({ weekly, locateId }: { weekly: WeeklyDetail; locateId: number | undefined }) {
  const located = useRef<HTMLLIElement | null>(null);
  // the first item with that id; a news item and a user article may share a number, and the
  // jump rule carries no type, so the earlier one in the issue wins
  const locatedKey = (() => {
    if (locateId === undefined) return undefined;
    for (const section of weekly.sections) {
      const hit = section.items.find((item) => item.id === locateId);
      if (hit) return `${hit.jumpType}-${hit.id}`;
    }
    return undefined;
  })();

  useEffect(() => {
    if (locatedKey) located.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [locatedKey]);

  const title = t.issueTitle(weekly.weeklyName, weekly.issueNo);
  return (
    <article className="rounded-lg bg-white px-4 py-5 md:px-8 md:py-8">
      <header className="flex flex-col gap-4 border-b border-line pb-6 md:flex-row md:gap-6">
        {weekly.cover ? (
          <img
            src={weekly.cover}
            alt=""
            width={240}
            height={135}
            className="aspect-video w-full shrink-0 rounded-md object-cover md:aspect-auto md:h-[135px] md:w-[240px]"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <h1 className="text-[22px] font-semibold leading-snug text-ink md:text-[26px]">{title}</h1>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-ink-mute">
            <div className="flex gap-1">
              <dt>{t.publishedAt}</dt>
              <dd>
                <time dateTime={dayjs(weekly.publishDate).format('YYYY-MM-DD')}>
                  {dayjs(weekly.publishDate).format('YYYY-MM-DD')}
                </time>
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>{t.views}</dt>
              <dd>{weekly.views}</dd>
            </div>
          </dl>
          <p className="mt-3 text-sm leading-6 text-ink-soft">{weekly.summary}</p>
        </div>
      </header>
      {weekly.sections.map((section) => (
        <section key={section.name} aria-labelledby={`weekly-section-${section.name}`} className="pt-6">
          <h2
            id={`weekly-section-${section.name}`}
            className="border-l-4 border-brand pl-3 text-lg font-semibold text-ink"
          >
            {section.name}
          </h2>
          <ul aria-label={t.sectionItems(section.name)} className="mt-3">
            {section.items.map((item) => {
              const key = `${item.jumpType}-${item.id}`;
              const isLocated = key === locatedKey;
              return (
                <ContentEntryItem
                  key={key}
                  entry={item}
                  located={isLocated}
                  itemRef={isLocated ? located : undefined}
                />
              );
            })}
          </ul>
        </section>
      ))}
      <IssueNav previous={weekly.previous} next={weekly.next} />
    </article>
  );
}

const issueUrl = (ref: WeeklyRef) => `/info/weekly?weeklyId=${ref.weeklyId}`;

/** Previous and next issue: the same reader, so the same tab. */
function IssueNav({ previous, next }: { previous: WeeklyRef | null; next: WeeklyRef | null }) {
  if (!previous && !next) return null;
  const linkClass = 'max-w-[48%] truncate text-sm text-ink-soft no-underline hover:text-brand';
  return (
    <nav aria-label={t.issueNav} className="mt-8 flex justify-between border-t border-line pt-5">
      {previous ? (
        <Link to={issueUrl(previous)} rel="prev" className={linkClass}>
          {t.previousIssue}：{t.issueTitle(previous.weeklyName, previous.issueNo)}
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={issueUrl(next)} rel="next" className={linkClass}>
          {t.nextIssue}：{t.issueTitle(next.weeklyName, next.issueNo)}
        </Link>
      ) : null}
    </nav>
  );
}
