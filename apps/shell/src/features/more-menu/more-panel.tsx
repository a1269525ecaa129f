import { channelHomeUrl } from '@portal/api/links';
import { academicResourcesQuery, deviceCategoriesQuery, moreChannelsQuery } from '@portal/api/queries/portal';
import { useQuery } from '@portal/query';
import { SafeLink } from '@portal/shared-ui/safe-link';
import { Spinner } from '@portal/shared-ui/spinner';
import { useId } from 'react';
import { messages } from '../../messages';
import { deviceCategoryUrl } from './more-links';

/** Spec 9: the More popover is 116 px wide. */
export const MORE_POPOVER_WIDTH = 116;

interface GroupLink {
  key: string;
  name: string;
  href: string;
  newTab: boolean;
}

type GroupState = { status: 'loading' } | { status: 'failed' } | { status: 'done'; links: GroupLink[] };

/** a group's state: its query (asked when the popover first opens) and its rows as links */
function useGroup(which: 'academic' | 'channels' | 'devices'): [GroupState, () => void] {
  const academicList = useQuery({ ...academicResourcesQuery(), enabled: which === 'academic' });
  const channelList = useQuery({ ...moreChannelsQuery(), enabled: which === 'channels' });
  const deviceList = useQuery({ ...deviceCategoriesQuery(), enabled: which === 'devices' });
  const query = which === 'academic' ? academicList : which === 'channels' ? channelList : deviceList;
  const retry = () => void query.refetch();
  // a retry shows loading again, as the first try did
  if (!query.data && query.isFetching) return [{ status: 'loading' }, retry];
  if (query.isError) return [{ status: 'failed' }, retry];
  if (!query.data) return [{ status: 'loading' }, retry];
  const links: GroupLink[] =
    which === 'academic'
      ? (academicList.data ?? []).map((r) => ({
          key: `a${r.id}`,
          name: r.name,
          href: r.url,
          newTab: r.newTab,
        }))
      : which === 'channels'
        ? (channelList.data ?? []).map((ch) => ({
            key: `c${ch.channelId}`,
            name: ch.channelTitle,
            href: channelHomeUrl(ch),
            newTab: true,
          }))
        : (deviceList.data ?? []).map((d) => ({
            key: `d${d.id}`,
            name: d.name,
            href: deviceCategoryUrl(d),
            newTab: true,
          }));
  return [{ status: 'done', links }, retry];
}

function Group({
  title,
  which,
  onNavigate,
}: {
  title: string;
  which: 'academic' | 'channels' | 'devices';
  onNavigate: () => void;
}) {
  const headingId = useId();
  const [state, retry] = useGroup(which);
  return (
    <section aria-labelledby={headingId} className="border-b border-line py-2 last:border-b-0">
      <h3 id={headingId} className="px-3 pb-1 text-xs font-semibold text-ink-mute">
        {title}
      </h3>
      {state.status === 'loading' ? (
        <p className="flex items-center gap-1.5 px-3 py-1 text-xs text-ink-mute">
          <Spinner size={12} label="" />
          {messages.more.loading}
        </p>
      ) : state.status === 'failed' ? (
        <p className="px-3 py-1 text-xs text-ink-mute">
          {messages.more.failed}
          <button type="button" className="ml-1 text-brand hover:underline max-lg:min-h-12" onClick={retry}>
            {messages.more.retry}
          </button>
        </p>
      ) : state.links.length === 0 ? (
        <p className="px-3 py-1 text-xs text-ink-mute">{messages.more.empty}</p>
      ) : (
        <ul>
          {state.links.map((link) => (
            <li key={link.key}>
              <SafeLink
                href={link.href}
                newTab={link.newTab}
                onClick={onNavigate}
                className="block truncate px-3 text-sm max-lg:py-3 lg:py-1 text-ink hover:bg-surface hover:text-brand focus:bg-surface focus:text-brand focus:outline-none"
                title={link.name}
              >
                {link.name}
              </SafeLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export interface MorePanelProps {
  id: string;
  hidden: boolean;
  onNavigate: () => void;
}

/** The More popover's three groups, each loaded on first opening with its own loading and error state. */
export default function MorePanel({ id, hidden, onNavigate }: MorePanelProps) {
  return (
    <section
      id={id}
      hidden={hidden}
      aria-label={messages.more.label}
      className="z-50 mt-1 rounded-md border border-line bg-white max-lg:w-full! lg:absolute lg:top-full lg:left-1/2 lg:max-h-[70vh] lg:-translate-x-1/2 lg:overflow-y-auto lg:shadow-pop"
      style={{ width: MORE_POPOVER_WIDTH }}
    >
      <Group title={messages.more.academic} which="academic" onNavigate={onNavigate} />
      <Group title={messages.more.channels} which="channels" onNavigate={onNavigate} />
      <Group title={messages.more.devices} which="devices" onNavigate={onNavigate} />
    </section>
  );
}
