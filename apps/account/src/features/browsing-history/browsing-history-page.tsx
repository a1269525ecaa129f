import { beijingClock, beijingDate } from '@portal/api/beijing-time';
import type { HistoryItem } from '@portal/api/contract/engagement';
import { deleteHistoryWrite } from '@portal/api/mutations/account-wallet';
import { browsingHistoryQuery } from '@portal/api/queries/account-wallet';
import { dayHeading, HISTORY_SOURCE_NAMES, type HistorySource } from '@portal/api/rules/account-wallet';
import { useInfiniteQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { ContentLink } from '@portal/shared-ui/host';
import { InfiniteFooter } from '@portal/shared-ui/paged-list';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { toast } from '@portal/shared-ui/toast';
import { useWrite } from '@portal/shared-ui/use-write';
import { useEffect, useState } from 'react';
import { messages } from '../../messages';
import { historyJump } from './history-jump';

const t = messages.history;

/** the rows grouped by their Beijing day, in the order they came (newest first) */
function byDay(items: HistoryItem[]): { day: string; items: HistoryItem[] }[] {
  const groups: { day: string; items: HistoryItem[] }[] = [];
  for (const item of items) {
    const day = beijingDate(item.browseTime);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

function HistoryRow({
  item,
  onRemove,
  removing,
}: {
  item: HistoryItem;
  onRemove: () => void;
  removing: boolean;
}) {
  const jump = historyJump(item);
  const badge = HISTORY_SOURCE_NAMES[item.contentSource as HistorySource] ?? item.contentSource;
  const body = (
    <>
      {item.cover ? (
        <img
          src={item.cover}
          alt=""
          width={160}
          height={90}
          loading="lazy"
          className="h-[90px] w-[160px] shrink-0 rounded object-cover"
        />
      ) : (
        <span className="flex h-[90px] w-[160px] shrink-0 items-center justify-center rounded bg-line/50 text-xs text-ink-mute">
          {t.noCover}
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 text-sm font-medium text-ink group-hover:text-brand">{item.title}</span>
        <span className="mt-2 flex items-center gap-3 text-xs text-ink-mute">
          <span className="rounded bg-brand-50 px-1.5 py-0.5 text-brand">{badge}</span>
          <time dateTime={new Date(item.browseTime).toISOString()}>{beijingClock(item.browseTime)}</time>
        </span>
      </span>
    </>
  );
  return (
    <li className="flex items-center gap-3 py-3">
      {jump && item.title !== t.gone ? (
        <ContentLink item={jump} className="group flex min-w-0 flex-1 items-start gap-4 text-left">
          {body}
        </ContentLink>
      ) : (
        <div className="flex min-w-0 flex-1 items-start gap-4 opacity-60">{body}</div>
      )}
      <Button
        variant="text"
        size="sm"
        aria-label={t.removeLabel(item.title)}
        onClick={onRemove}
        loading={removing}
      >
        {t.remove}
      </Button>
    </li>
  );
}

/**
 * 浏览历史 (issue 14): what the user opened, newest first, grouped by Beijing day (今天 / 昨天 /
 * dates), each row linking to its item by the shell's jump rule; one row deleted, or all after a
 * confirmation; more rows load as the reader nears the end.
 */
export function BrowsingHistoryPage() {
  const user = useSessionUser();
  const viewerId = user?.id ?? null;
  const query = useInfiniteQuery({ ...browsingHistoryQuery(viewerId), enabled: viewerId !== null });
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    document.title = t.documentTitle;
  }, []);

  // one row at a time each (several may go at once), all of them after a confirmation
  const removeOne = useWrite(deleteHistoryWrite, {
    notify: toast,
    exclusive: false,
    failedText: t.failed,
    successText: () => t.removed,
  });
  const [removing, setRemoving] = useState<number | null>(null);
  const remove = async (id: number) => {
    setRemoving(id);
    await removeOne.run({ ids: [id] });
    setRemoving(null);
  };
  const clearAll = useWrite(deleteHistoryWrite, {
    notify: toast,
    failedText: t.failed,
    successText: () => t.cleared,
    onSuccess: () => setConfirming(false),
  });
  const clearing = clearAll.busy;
  const clear = () => clearAll.run({ all: true });

  const now = Date.now();

  return (
    <section aria-labelledby="history-heading" className="rounded-lg bg-white p-4 shadow-sm md:p-6">
      <div className="flex items-center justify-between">
        <h1 id="history-heading" className="text-lg font-semibold text-ink">
          {t.heading}
        </h1>
        {items.length > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            {t.clearAll}
          </Button>
        ) : null}
      </div>
      {query.isPending && !query.isError ? (
        <Skeleton lines={6} label={t.loading} className="mt-4" />
      ) : (
        <>
          {byDay(items).map((group) => (
            <section key={group.day} aria-label={dayHeading(group.day, now, t)} className="mt-4">
              <h2 className="border-b border-line pb-2 text-sm font-semibold text-ink-soft">
                {dayHeading(group.day, now, t)}
              </h2>
              <ul className="divide-y divide-line">
                {group.items.map((item) => (
                  <HistoryRow
                    key={item.id}
                    item={item}
                    removing={removing === item.id}
                    onRemove={() => void remove(item.id)}
                  />
                ))}
              </ul>
            </section>
          ))}
          <InfiniteFooter query={query} count={items.length} emptyText={t.empty} texts={t} />
        </>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t.clearTitle}
        footer={
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t.cancel}
            </Button>
            <Button onClick={() => void clear()} loading={clearing}>
              {t.confirm}
            </Button>
          </div>
        }
      >
        <p className="text-sm text-ink-soft">{t.clearConfirm}</p>
      </Dialog>
    </section>
  );
}
