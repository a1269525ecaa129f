import { beijingDate } from '@portal/api/beijing-time';
import type { CompetitionDetail, CompetitionEntryCard } from '@portal/api/contract/competitions';
import { apiErrorMessage, toApiError } from '@portal/api/errors';
import { competitionEntriesQuery, competitionQuery } from '@portal/api/queries/competitions';
import { useInfiniteQuery, useQuery } from '@portal/query';
import { Link, useSearchParams } from '@portal/router';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { useHost } from '@portal/shared-ui/host';
import { InfiniteLoader, infiniteStatus } from '@portal/shared-ui/infinite-loader';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useEffect } from 'react';
import { competitionMessages as t } from '../../competition-messages';
import { EntrySection } from './entry-section';
import { StatusBadge } from './status-badge';

const SHORT_PLAYER = '/app/shortplayer/index.html';

/** an id of the address: a positive integer, else undefined */
function idParam(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}

function windowText(c: CompetitionDetail): string | null {
  const from = c.entryOpensAt === null ? null : beijingDate(c.entryOpensAt);
  const to = c.entryClosesAt === null ? null : beijingDate(c.entryClosesAt);
  if (from && to) return t.windowRange(from, to);
  if (from) return t.windowOpenEnded(from);
  if (to) return t.windowUntil(to);
  return null;
}

function EntryItem({ entry }: { entry: CompetitionEntryCard }) {
  const host = useHost();
  return (
    <li className="overflow-hidden rounded-lg bg-white ring-1 ring-line">
      <a
        href={`${SHORT_PLAYER}?id=${entry.shortVideoId}`}
        aria-label={t.play(entry.title)}
        className="group block"
        onClick={(event) => {
          // a plain click plays it in place over the competition (the jump rule); a modified one
          // (a new tab) follows the player page's address
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          host.openItem({ type: 'shortVideo', id: entry.shortVideoId });
        }}
      >
        <div className="relative aspect-video bg-slate-200">
          <img src={entry.cover} alt="" loading="lazy" className="h-full w-full object-cover" />
          <span className="absolute bottom-1 right-1 rounded bg-black/60 px-1.5 text-xs text-white">
            {t.duration(entry.duration)}
          </span>
          {entry.award ? (
            <span className="absolute left-1 top-1 rounded bg-amber-500 px-1.5 py-0.5 text-xs font-medium text-white">
              {entry.award}
            </span>
          ) : null}
        </div>
        <div className="p-2">
          <h3 className="line-clamp-2 text-sm font-medium text-ink group-hover:text-brand">{entry.title}</h3>
          <p className="mt-1 flex items-center gap-1.5 text-xs text-ink-mute">
            <img
              src={entry.author.avatarAddress}
              alt=""
              width={16}
              height={16}
              className="h-4 w-4 rounded-full"
            />
            <span className="truncate">{entry.author.realName}</span>
          </p>
        </div>
      </a>
    </li>
  );
}

function Entries({ competition }: { competition: CompetitionDetail }) {
  const query = useInfiniteQuery(competitionEntriesQuery(competition.id));
  const entries = query.data?.pages.flatMap((p) => p.list) ?? [];
  const ended = competition.status === 3;
  const awarded = ended ? entries.filter((e) => e.awardRank !== null) : [];
  const others = ended ? entries.filter((e) => e.awardRank === null) : entries;
  return (
    <>
      {awarded.length > 0 ? (
        <section aria-label={t.results} className="rounded-lg bg-white p-4 sm:p-5">
          <h2 className="mb-3 text-lg font-semibold text-ink">{t.results}</h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {awarded.map((entry) => (
              <EntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-label={t.entries} className="rounded-lg bg-white p-4 sm:p-5">
        <h2 className="mb-3 text-lg font-semibold text-ink">{t.entries}</h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {others.map((entry) => (
            <EntryItem key={entry.id} entry={entry} />
          ))}
        </ul>
        <InfiniteLoader
          status={infiniteStatus(query)}
          error={query.error}
          count={entries.length}
          onLoadMore={() => void query.fetchNextPage()}
          onRetry={() => void query.refetch()}
          emptyText={t.entriesEmpty}
          noMoreText={t.noMore}
          loadingText={t.loadingMore}
          loadFailedText={t.loadFailed}
          retryText={t.retry}
        />
      </section>
    </>
  );
}

/**
 * /competition/detail?competitionId={id} (spec 2 `shortVideoCompetition`): the competition with its
 * status badge (spec 4), cover, introduction, rules and entry window; the viewer's own entry or the
 * form to submit one; the approved entries (each opens the short-video player), awards first once
 * it has ended.
 */
export function CompetitionPage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('competitionId'));
  const query = useQuery({ ...competitionQuery(id ?? 0), enabled: id !== undefined });
  const competition = query.data;
  useEffect(() => {
    if (competition) document.title = t.documentTitle(competition.name);
  }, [competition]);
  if (id === undefined) return <NotFound />;
  if (query.isPending)
    return (
      <main className="mx-auto max-w-page px-4 py-6">
        <Skeleton block lines={6} label={t.loadingMore} />
      </main>
    );
  if (!competition)
    return toApiError(query.error).code === 404 ? (
      <main className="mx-auto max-w-page px-4 py-16 text-center text-ink-soft">
        <h1 className="text-lg">{t.notFound}</h1>
      </main>
    ) : (
      <main className="mx-auto max-w-page px-4 py-6">
        <ErrorBlock
          message={apiErrorMessage(query.error, t.loadFailed)}
          onRetry={() => void query.refetch()}
          retryText={t.retry}
        />
      </main>
    );
  const window = windowText(competition);
  return (
    <main className="mx-auto max-w-page space-y-4 px-4 py-6">
      <Link to="/competition" className="text-sm text-ink-soft hover:text-brand">
        ‹ {t.back}
      </Link>
      <section aria-label={competition.name} className="overflow-hidden rounded-lg bg-white sm:flex">
        <img
          src={competition.coverImage}
          alt=""
          width={640}
          height={360}
          className="aspect-video w-full object-cover sm:w-80 sm:shrink-0"
        />
        <div className="min-w-0 flex-1 p-4 sm:p-5">
          <div className="flex flex-wrap items-start gap-2">
            <h1 className="min-w-0 flex-1 text-xl font-semibold text-ink">{competition.name}</h1>
            <StatusBadge status={competition.status} className="text-sm" />
          </div>
          <p className="mt-1 text-xs text-ink-mute">
            {competition.code} · {t.views(competition.views)} · {t.entryTotal(competition.entryTotal)}
          </p>
          {window ? (
            <p className="mt-2 text-sm text-ink-soft">
              {t.window}：{window}
            </p>
          ) : null}
          <h2 className="mt-3 text-sm font-semibold text-ink">{t.about}</h2>
          <p className="mt-1 whitespace-pre-line text-sm leading-6 text-ink-soft">
            {competition.description}
          </p>
        </div>
      </section>
      {competition.rules ? (
        <section aria-label={t.rules} className="rounded-lg bg-white p-4 sm:p-5">
          <h2 className="mb-2 text-lg font-semibold text-ink">{t.rules}</h2>
          <p className="whitespace-pre-line text-sm leading-7 text-ink-soft">{competition.rules}</p>
        </section>
      ) : null}
      <EntrySection competition={competition} />
      <Entries competition={competition} />
    </main>
  );
}
