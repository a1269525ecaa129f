import type { ScoreSummary } from '@portal/api/contract/account-personal-data';
import { apiErrorMessage } from '@portal/api/errors';
import { scoreHistoryQuery, scoreSummaryQuery } from '@portal/api/queries/account-personal-data';
import { LEVEL_THRESHOLDS, SCORE_RULE_BY_ACTION, SCORE_RULES } from '@portal/api/rules/account-score';
import { useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { Pager } from '@portal/shared-ui/pager';
import { Skeleton } from '@portal/shared-ui/skeleton';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { messages } from '../../messages';

const t = messages.score;

function Failed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="py-8 text-center text-sm text-ink-soft">
      <p>{apiErrorMessage(error, t.loadFailed)}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}

function LevelCard({ summary }: { summary: ScoreSummary }) {
  const { points, level, levelStart, nextLevelAt, todayPoints } = summary;
  const share = nextLevelAt === null ? 1 : (points - levelStart) / (nextLevelAt - levelStart);
  return (
    <section aria-label={t.points} className="rounded-lg bg-white px-4 py-5 shadow-sm md:px-6">
      <h1 className="text-lg font-semibold text-ink">{t.heading}</h1>
      <div className="mt-4 flex flex-wrap items-end gap-6">
        <p className="rounded bg-brand px-3 text-lg font-semibold leading-8 text-white">{t.level(level)}</p>
        <p>
          <span className="block text-xs text-ink-mute">{t.points}</span>
          <span className="text-3xl font-semibold text-ink">{points}</span>
          <span className="ml-2 text-sm text-success">{t.today(todayPoints)}</span>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={nextLevelAt === null ? t.topLevel : t.toNext(nextLevelAt - points, level + 1)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(share * 100)}
        className="mt-4 h-2 max-w-md overflow-hidden rounded-full bg-surface"
      >
        <div className="h-full bg-brand" style={{ width: `${Math.round(share * 100)}%` }} />
      </div>
      <p className="mt-1 text-xs text-ink-mute">
        {nextLevelAt === null ? t.topLevel : t.toNext(nextLevelAt - points, level + 1)}
      </p>
      <details className="mt-3 text-xs text-ink-soft">
        <summary className="cursor-pointer">{t.levelsLabel}</summary>
        <ul className="mt-2 grid grid-cols-2 gap-1 sm:grid-cols-5">
          {LEVEL_THRESHOLDS.map((from, i) => (
            <li key={from}>{t.levelRange(i + 1, from)}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}

function Rules({ summary }: { summary: ScoreSummary }) {
  return (
    <section aria-labelledby="score-rules" className="rounded-lg bg-white px-4 py-5 shadow-sm md:px-6">
      <h2 id="score-rules" className="text-base font-semibold text-ink">
        {t.howTitle}
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <thead className="text-xs text-ink-mute">
          <tr>
            <th className="py-2 font-normal">{t.rule}</th>
            <th className="py-2 font-normal">{t.perTime}</th>
            <th className="py-2 font-normal">{t.cap}</th>
            <th className="py-2 font-normal">{t.todayProgress}</th>
          </tr>
        </thead>
        <tbody>
          {SCORE_RULES.map((rule) => {
            const progress = summary.rules.find((r) => r.action === rule.action);
            return (
              <tr key={rule.action} className="border-t border-line">
                <td className="py-2">
                  <span className="text-ink">{rule.label}</span>
                  <span className="block text-xs text-ink-mute">{rule.hint}</span>
                </td>
                <td className="py-2 text-success">{t.plus(rule.points)}</td>
                <td className="py-2 text-ink-soft">
                  {rule.dailyCap === null ? t.once : t.plus(rule.points * rule.dailyCap)}
                </td>
                <td className="py-2 text-ink-soft">
                  {rule.dailyCap === null
                    ? progress?.done
                      ? t.done
                      : t.notDone
                    : t.progress(progress?.todayCount ?? 0, rule.dailyCap)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function History({ userId }: { userId: number }) {
  const [params] = useSearchParams();
  const requested = Number(params.get('page'));
  const pageNo = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const query = useQuery(scoreHistoryQuery(userId, pageNo));
  return (
    <section aria-labelledby="score-history" className="rounded-lg bg-white px-4 py-5 shadow-sm md:px-6">
      <h2 id="score-history" className="text-base font-semibold text-ink">
        {t.historyTitle}
      </h2>
      {query.data ? (
        query.data.list.length === 0 ? (
          <p className="py-8 text-center text-sm text-ink-mute">{t.empty}</p>
        ) : (
          <>
            <ul className="mt-2 divide-y divide-line">
              {query.data.list.map((entry) => (
                <li key={entry.key} className="flex items-center gap-4 py-3 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="text-ink">{SCORE_RULE_BY_ACTION[entry.action].label}</p>
                    {entry.subject && entry.action !== 'verified' ? (
                      <p className="truncate text-xs text-ink-mute">
                        {entry.url ? (
                          <a href={entry.url} target="_blank" rel="noopener" className="hover:text-brand">
                            {entry.subject}
                          </a>
                        ) : (
                          entry.subject
                        )}
                      </p>
                    ) : null}
                  </div>
                  <time
                    dateTime={new Date(entry.time).toISOString()}
                    className="shrink-0 text-xs text-ink-mute"
                  >
                    {dayjs(entry.time).format('YYYY-MM-DD HH:mm')}
                  </time>
                  <span className="w-12 shrink-0 text-right font-semibold text-success">
                    {t.plus(entry.points)}
                  </span>
                </li>
              ))}
            </ul>
            <Pager
              current={pageNo}
              total={query.data.page.totalPage}
              linkTo={(page) => ({ search: page === 1 ? '' : `?page=${page}` })}
              texts={t.pager}
            />
          </>
        )
      ) : query.isError ? (
        <Failed error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Skeleton lines={6} className="mt-3" />
      )}
    </section>
  );
}

/** `/score`: level, points, how to earn more (with today's progress) and how they were earned. */
export function ScorePage() {
  const user = useSessionUser();
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);
  const summary = useQuery({ ...scoreSummaryQuery(user?.id ?? 0), enabled: user !== null });
  if (!user) return null;
  return (
    <div className="space-y-4">
      {summary.data ? (
        <>
          <LevelCard summary={summary.data} />
          <Rules summary={summary.data} />
        </>
      ) : summary.isError ? (
        <div className="rounded-lg bg-white px-4 py-5 shadow-sm md:px-6">
          <Failed error={summary.error} onRetry={() => void summary.refetch()} />
        </div>
      ) : (
        <Skeleton lines={6} className="rounded-lg bg-white p-6" />
      )}
      <History userId={user.id} />
    </div>
  );
}
