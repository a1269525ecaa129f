import type { MessageItem } from '@portal/api/contract/account-messages';
import { safeHref } from '@portal/api/links';
import { messageListQuery, unreadCountsQuery } from '@portal/api/queries/account-messages';
import { MESSAGE_TABS, type MessageTab, messageTabOf } from '@portal/api/rules/account-messages';
import { useInfiniteQuery, useQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { filterChoiceClass } from '@portal/shared-ui/filter-nav';
import { InfiniteFooter } from '@portal/shared-ui/paged-list';
import { useEffect, useState } from 'react';
import { messages } from '../../messages';
import { MessageSettingsPanel } from './message-settings';
import { messageTime } from './message-time';
import { useMarkRead } from './use-mark-read';

const t = messages.messageCentre;
/** spec 9: counts show at most 99+ */
const cap = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * `/message-center?type={tab}` (default 系统通知): each kind of message on its tab with its unread
 * count, newest first, 10 at a time as the reader scrolls. Opening a message marks it read;
 * 全部已读 marks the tab. The account layout signs visitors in first; the server serves the
 * session's user only.
 */
export function MessageCentrePage() {
  const user = useSessionUser();
  const [params, setParams] = useSearchParams();
  const tab = messageTabOf(params.get('type'));
  const [settingsOpen, setSettingsOpen] = useState(false);
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);
  if (!user) return null;
  return (
    <MessageCentre
      viewerId={user.id}
      tab={tab}
      onTab={(next) => setParams({ type: next }, { replace: true })}
      settingsOpen={settingsOpen}
      onSettings={() => setSettingsOpen((open) => !open)}
    />
  );
}

function MessageCentre({
  viewerId,
  tab,
  onTab,
  settingsOpen,
  onSettings,
}: {
  viewerId: number;
  tab: MessageTab;
  onTab: (tab: MessageTab) => void;
  settingsOpen: boolean;
  onSettings: () => void;
}) {
  const counts = useQuery(unreadCountsQuery(viewerId));
  const { markOne, markAll } = useMarkRead(viewerId);
  const unreadHere = counts.data?.tabs[tab] ?? 0;

  return (
    <div className="rounded-lg bg-white px-4 py-5 shadow-sm md:px-6">
      <div className="flex items-center justify-between gap-4">
        <h1 className="text-lg font-semibold text-ink">{t.heading}</h1>
        <div className="flex items-center gap-4 text-sm">
          <button
            type="button"
            disabled={unreadHere === 0}
            aria-label={t.markAllReadOf(t.tabs[tab])}
            onClick={() => void markAll(tab)}
            className="text-ink-soft hover:text-brand disabled:cursor-default disabled:text-ink-mute"
          >
            {t.markAllRead}
          </button>
          <button
            type="button"
            aria-expanded={settingsOpen}
            onClick={onSettings}
            className="text-ink-soft hover:text-brand"
          >
            {t.settings}
          </button>
        </div>
      </div>
      {settingsOpen ? <MessageSettingsPanel viewerId={viewerId} /> : null}
      <nav
        aria-label={t.tabsLabel}
        className="mt-4 flex flex-wrap items-end gap-x-6 gap-y-2 border-b border-line text-[15px]"
      >
        {MESSAGE_TABS.map((code) => {
          const n = counts.data?.tabs[code] ?? 0;
          return (
            <button
              key={code}
              type="button"
              aria-current={code === tab ? 'page' : undefined}
              aria-label={n > 0 ? `${t.tabs[code]}，${t.unreadIn(cap(n))}` : t.tabs[code]}
              onClick={() => onTab(code)}
              className={filterChoiceClass('underline', code === tab)}
            >
              {t.tabs[code]}
              {n > 0 ? (
                <span
                  aria-hidden="true"
                  className="ml-1 inline-block min-w-[18px] rounded-full bg-danger px-1 text-center text-[11px] leading-[16px] font-medium text-white"
                >
                  {cap(n)}
                </span>
              ) : null}
            </button>
          );
        })}
      </nav>
      <MessageList key={tab} tab={tab} viewerId={viewerId} onOpen={markOne} />
    </div>
  );
}

function MessageList({
  tab,
  viewerId,
  onOpen,
}: {
  tab: MessageTab;
  viewerId: number;
  onOpen: (item: MessageItem) => Promise<void>;
}) {
  const query = useInfiniteQuery(messageListQuery(tab, viewerId));
  const items = query.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <section aria-label={t.tabs[tab]}>
      <ul>
        {items.map((item) => (
          <MessageRow key={`${item.type}:${item.id}`} item={item} onOpen={onOpen} />
        ))}
      </ul>
      <InfiniteFooter query={query} count={items.length} emptyText={t.empty} texts={t} />
    </section>
  );
}

function MessageRow({ item, onOpen }: { item: MessageItem; onOpen: (item: MessageItem) => Promise<void> }) {
  const href = safeHref(item.url);
  // opening marks it read; a failure leaves it unread, to be opened again
  const open = () => {
    if (!item.read) void onOpen(item).catch(() => undefined);
  };
  const title = (
    <span className={`text-[15px] leading-6 ${item.read ? 'text-ink-soft' : 'font-semibold text-ink'}`}>
      {item.title}
    </span>
  );
  return (
    <li className="flex gap-3 border-b border-line py-4 last:border-0">
      {item.read ? (
        <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0" />
      ) : (
        <span role="img" aria-label={t.unread} className="mt-2 h-2 w-2 shrink-0 rounded-full bg-danger" />
      )}
      <div className="min-w-0 flex-1">
        {href ? (
          <a href={href} target="_blank" rel="noopener" onClick={open} className="hover:text-brand">
            {title}
          </a>
        ) : (
          <button type="button" onClick={open} className="text-left">
            {title}
          </button>
        )}
        {item.content ? <p className="mt-1 break-words text-sm text-ink-soft">{item.content}</p> : null}
        <p className="mt-1 text-xs text-ink-mute">{messageTime(item.createdAt)}</p>
      </div>
    </li>
  );
}
