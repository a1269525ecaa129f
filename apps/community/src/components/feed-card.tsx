import { beijingDateTime } from '@portal/api/beijing-time';
import type { FeedItem } from '@portal/api/contract/community';
import { COMMUNITY_LIMITS, displayedAskCount } from '@portal/api/rules/community';
import { useState } from 'react';
import { messages } from '../messages';
import { AnswerActions } from './answer-engagement/answer-actions';
import { communityLinks } from './community-links';
import { PersonLine } from './person-line';

const t = messages.card;

/** an item's words: the first COMMUNITY_LIMITS.previewChars, then 展开 / 收起 (spec 4) */
function FoldedText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const chars = Array.from(text);
  const long = chars.length > COMMUNITY_LIMITS.previewChars;
  if (!text) return null;
  return (
    <p className="mt-2 text-sm leading-6 text-ink-soft">
      {open || !long ? text : `${chars.slice(0, COMMUNITY_LIMITS.previewChars).join('')}…`}
      {long ? (
        <button
          type="button"
          onClick={() => setOpen(!open)}
          className="ml-1 text-brand hover:underline"
          aria-expanded={open}
        >
          {open ? t.collapse : t.expand}
        </button>
      ) : null}
    </p>
  );
}

/**
 * A question or an answer in a feed (spec 3 Question/answer item): its question, who wrote it, the
 * text folded, up to three pictures, 置顶 and 精选, its counts and topics.
 */
export function FeedCard({ item }: { item: FeedItem }) {
  const isAnswer = item.type === 'community_activity_latest_answer';
  const href = isAnswer ? communityLinks.answer(item.id) : communityLinks.question(item.questionId);
  return (
    <article aria-label={item.questionTitle} className="border-b border-line py-4 last:border-0">
      <h2 className="flex items-start gap-2 text-base font-semibold leading-6 text-ink">
        {item.isTop === 'T' ? (
          <span className="mt-3.5 shrink-0 rounded bg-red-600 px-1.5 text-xs leading-5 text-white md:mt-0.5">
            {t.top}
          </span>
        ) : null}
        {item.essences === 'T' ? (
          <span className="mt-3.5 shrink-0 rounded bg-amber-100 px-1.5 text-xs leading-5 text-amber-800 md:mt-0.5">
            {t.essence}
          </span>
        ) : null}
        <a
          href={communityLinks.question(item.questionId)}
          target="_blank"
          rel="noopener"
          className="py-3 hover:text-brand md:py-0"
        >
          {item.questionTitle}
        </a>
      </h2>
      <div className="flex flex-wrap items-center gap-x-2 md:mt-2 md:flex-nowrap md:gap-2">
        <span className="shrink-0 rounded bg-surface px-1.5 text-xs leading-5 text-ink-mute">
          {isAnswer ? t.answer : t.question}
        </span>
        <PersonLine person={item.creator} extra={beijingDateTime(item.publishTime)} />
        {item.activity ? (
          <a
            href={communityLinks.activity(item.activity.id)}
            className="min-w-0 truncate py-4 text-xs text-brand hover:underline md:py-0"
          >
            {t.fromActivity(item.activity.name)}
          </a>
        ) : null}
      </div>
      <FoldedText text={item.text} />
      {item.images.length > 0 ? (
        <ul className="mt-2 grid grid-cols-3 gap-2 md:flex">
          {item.images.slice(0, COMMUNITY_LIMITS.feedImages).map((src) => (
            <li key={src}>
              <img
                src={src}
                alt=""
                loading="lazy"
                width={160}
                height={100}
                className="aspect-[8/5] w-full rounded object-cover md:h-[100px] md:w-[160px]"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-ink-mute">
        <a
          href={href}
          target="_blank"
          rel="noopener"
          className="inline-flex min-h-12 items-center hover:text-brand md:min-h-0"
        >
          {t.answers(item.answers)}
        </a>
        {isAnswer ? null : (
          <span>
            {t.askPeople(
              displayedAskCount(item.askQuestionsPeopleNumber, {
                own: item.mine,
                featured: item.essences === 'T',
              }),
            )}
          </span>
        )}
        {item.topics.map((topic) => (
          <a
            key={topic.id}
            href={communityLinks.topic(topic.id)}
            className="inline-flex min-h-12 items-center text-brand hover:underline md:min-h-0"
          >
            {/* the pill stays small; the link around it is a finger's height on a phone */}
            <span className="rounded-full bg-brand-50 px-2 py-0.5">#{topic.title}</span>
          </a>
        ))}
      </div>
      {isAnswer ? (
        <AnswerActions
          answer={item}
          comments="inline"
          commentsHref={`${communityLinks.answer(item.id)}#comments`}
        />
      ) : null}
    </article>
  );
}
