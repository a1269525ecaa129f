import { call } from '@portal/api/call';
import { portalEndpoints } from '@portal/api/endpoints/portal';
import { channelHomeUrl } from '@portal/api/links';
import { SafeLink } from '@portal/shared-ui/safe-link';
import { Spinner } from '@portal/shared-ui/spinner';
import { useCallback, useEffect, useId, useState } from 'react';
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

const LOADERS: Record<'academic' | 'channels' | 'devices', () => Promise<GroupLink[]>> = {
  academic: () =>
    call(portalEndpoints.academicResources).then((env) =>
      env.list.map((r) => ({ key: `a${r.id}`, name: r.name, href: r.url, newTab: r.newTab })),
    ),
  channels: () =>
    call(portalEndpoints.channels).then((env) =>
      env.list.map((ch) => ({
        key: `c${ch.channelId}`,
        name: ch.channelTitle,
        href: channelHomeUrl(ch),
        newTab: true,
      })),
    ),
  devices: () =>
    call(portalEndpoints.deviceCategories).then((env) =>
      env.list.map((d) => ({ key: `d${d.id}`, name: d.name, href: deviceCategoryUrl(d), newTab: true })),
    ),
};

function useGroup(load: () => Promise<GroupLink[]>): [GroupState, () => void] {
  const [state, setState] = useState<GroupState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (retry) loads again
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (links) => {
        if (live) setState({ status: 'done', links });
      },
      () => {
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  return [state, useCallback(() => setAttempt((n) => n + 1), [])];
}

function Group({
  title,
  load,
  onNavigate,
}: {
  title: string;
  load: () => Promise<GroupLink[]>;
  onNavigate: () => void;
}) {
  const headingId = useId();
  const [state, retry] = useGroup(load);
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
          <button type="button" className="ml-1 text-brand hover:underline" onClick={retry}>
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
                className="block truncate px-3 py-1 text-sm text-ink hover:bg-surface hover:text-brand focus:bg-surface focus:text-brand focus:outline-none"
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
      className="absolute top-full left-1/2 z-50 mt-1 max-h-[70vh] -translate-x-1/2 overflow-y-auto rounded-md border border-line bg-white shadow-pop"
      style={{ width: MORE_POPOVER_WIDTH }}
    >
      <Group title={messages.more.academic} load={LOADERS.academic} onNavigate={onNavigate} />
      <Group title={messages.more.channels} load={LOADERS.channels} onNavigate={onNavigate} />
      <Group title={messages.more.devices} load={LOADERS.devices} onNavigate={onNavigate} />
    </section>
  );
}
