import type { JumpItem } from '@portal/api/contract/jump';
import { ContentLink } from '@portal/shared-ui/host';
import type { ReactNode } from 'react';
import { Highlight } from '../../components/highlight';

interface ResultFrameProps {
  jump: JumpItem;
  typeLabel: string;
  title: string;
  summary?: string;
  cover?: string;
  /** words to mark in the title and summary */
  words: readonly string[];
  /** over the cover: a live-state label */
  coverLabel?: ReactNode;
  meta?: ReactNode;
  /** below the link: a meeting's agendas, a course's videos */
  children?: ReactNode;
}

/** One result: cover, type tag, marked title and summary, the type's details; links by the jump rule. */
export function ResultFrame({
  jump,
  typeLabel,
  title,
  summary,
  cover,
  words,
  coverLabel,
  meta,
  children,
}: ResultFrameProps) {
  return (
    <li className="border-b border-line py-4 last:border-b-0">
      <ContentLink item={jump} className="group flex gap-4 text-left no-underline" title={title}>
        {cover !== undefined ? (
          <span className="relative block h-[112px] w-[200px] shrink-0 overflow-hidden rounded-md bg-surface">
            {cover ? (
              <img
                src={cover}
                alt=""
                width={200}
                height={112}
                loading="lazy"
                decoding="async"
                className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            ) : null}
            {coverLabel ? <span className="absolute left-2 top-2">{coverLabel}</span> : null}
          </span>
        ) : null}
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-start gap-2">
            <span className="mt-0.5 shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-xs leading-none text-brand">
              {typeLabel}
            </span>
            <span
              data-testid="result-title"
              className="line-clamp-2 text-base font-semibold leading-snug text-ink group-hover:text-brand"
            >
              <Highlight text={title} words={words} />
            </span>
          </span>
          {summary ? (
            <span data-testid="result-summary" className="mt-2 line-clamp-2 text-sm leading-6 text-ink-soft">
              <Highlight text={summary} words={words} />
            </span>
          ) : null}
          {meta ? (
            <span className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-xs text-ink-mute">
              {meta}
            </span>
          ) : null}
        </span>
      </ContentLink>
      {children}
    </li>
  );
}
