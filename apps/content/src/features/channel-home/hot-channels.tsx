import { channelHomeUrl } from '@portal/api/links';
import { RankNumber, SideCard } from '@portal/shared-ui/side-card';
import { messages } from '../../messages';
import { useHotChannels } from './channel-data';

const t = messages.channelHome;

/** The channels whose content is read most; each opens its channel home in a new tab. */
export function HotChannels({ currentId }: { currentId: number }) {
  const { state } = useHotChannels();
  // a failure or an empty list leaves the card out (spec 8: other failures are not shown)
  if (state.status !== 'success' || state.data.list.length === 0) return null;
  return (
    <SideCard title={t.hotTitle} label={t.hotLabel}>
      <ol className="space-y-2">
        {state.data.list.map((c, i) => (
          <li key={c.channelId}>
            <a
              href={channelHomeUrl(c)}
              target="_blank"
              rel="noopener"
              aria-current={c.channelId === currentId ? 'page' : undefined}
              className="flex items-center gap-3 rounded px-2 py-1.5 text-sm text-ink-soft no-underline hover:bg-brand-50 hover:text-brand"
            >
              <RankNumber rank={i + 1} accent="brand" />
              <span className="flex-1 truncate">{c.channelTitle}</span>
              <span className="text-xs text-ink-mute">{t.contents(c.contents)}</span>
            </a>
          </li>
        ))}
      </ol>
    </SideCard>
  );
}
