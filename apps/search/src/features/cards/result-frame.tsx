import type { JumpItem } from '@portal/api/contract/jump';
import type { CSSProperties, ReactNode } from 'react';
import { Highlight } from '../../components/highlight';
import { CardLink, type CardTarget } from './card-link';

interface FrameContent {
  typeLabel: string;
  title: string;
  summary?: string;
  cover?: string;
  /** px; default 200x112 (a wide thumbnail); books and products pass their own */
  coverSize?: { width: number; height: number };
  /** words to mark in the title and summary */
  words: readonly string[];
  /** over the cover, top left: a state label */
  coverLabel?: ReactNode;
  /** over the whole cover: a play mark, a duration */
  coverOverlay?: ReactNode;
  /** inside the link, under the summary: an asker, a best answer, authors */
  body?: ReactNode;
  meta?: ReactNode;
  /** beside the link, outside it: a subscribe button */
  action?: ReactNode;
  /** below the link: a meeting's agendas, a course's videos */
  children?: ReactNode;
}

/** `jump` for the host's rule; `target` when the card needs another kind of link. */
type ResultFrameProps = FrameContent &
  ({ jump: JumpItem; target?: never } | { target: CardTarget; jump?: never });

const WIDE = { width: 200, height: 112 };

/** One result: cover, type tag, marked title and summary, the type's details; links by the jump rule. */
export function ResultFrame({
  jump,
  target,
  typeLabel,
  title,
  summary,
  cover,
  coverSize = WIDE,
  words,
  coverLabel,
  coverOverlay,
  body,
  meta,
  action,
  children,
}: ResultFrameProps) {
  const link = (
    <CardLink
      target={target ?? { kind: 'jump', item: jump }}
      className="group flex min-w-0 flex-1 gap-3 text-left no-underline md:gap-4"
      title={title}
    >
      {cover !== undefined ? (
        <span
          // the cover at 60% on a phone, so the title keeps most of the line; its own size from md up
          className="relative block h-[calc(var(--cover-h)*0.6)] w-[calc(var(--cover-w)*0.6)] shrink-0 overflow-hidden rounded-md bg-surface md:h-[var(--cover-h)] md:w-[var(--cover-w)]"
          style={
            { '--cover-w': `${coverSize.width}px`, '--cover-h': `${coverSize.height}px` } as CSSProperties
          }
        >
          {cover ? (
            <img
              src={cover}
              alt=""
              width={coverSize.width}
              height={coverSize.height}
              loading="lazy"
              decoding="async"
              className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
            />
          ) : null}
          {coverOverlay}
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
        {body}
        {meta ? (
          <span className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 pt-2 text-xs text-ink-mute">
            {meta}
          </span>
        ) : null}
      </span>
    </CardLink>
  );
  return (
    <li className="border-b border-line py-4 last:border-b-0">
      {action ? (
        <div className="flex items-center gap-4">
          {link}
          {action}
        </div>
      ) : (
        link
      )}
      {children}
    </li>
  );
}
