import { beijingDateTime } from '@portal/api/beijing-time';
import type { AnswerItem } from '@portal/api/contract/community';
import { messages } from '../messages';
import { AnswerActions } from './answer-engagement/answer-actions';
import { communityLinks } from './community-links';
import { PersonLine } from './person-line';

const t = messages.card;

/**
 * One answer: who wrote it, 置顶 / 精选, its body (HTML the server sanitized by its allowlist
 * before storing it), when, and 赞同 / 收藏 / its comments (inline, or all on its own page).
 */
export function AnswerView({ answer, link = true }: { answer: AnswerItem; link?: boolean }) {
  return (
    <article
      aria-label={`${t.answer}：${answer.creator.realName}`}
      className="border-b border-line py-5 last:border-0"
    >
      <div className="flex items-center gap-2">
        <PersonLine person={answer.creator} size={32} extra={answer.creator.company} />
        {answer.isTop === 'T' ? (
          <span className="rounded bg-red-600 px-1.5 text-xs leading-5 text-white">{t.top}</span>
        ) : null}
        {answer.essences === 'T' ? (
          <span className="rounded bg-amber-100 px-1.5 text-xs leading-5 text-amber-800">{t.essence}</span>
        ) : null}
      </div>
      <div
        className="community-answer rich-text mt-3 text-[15px] leading-7"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server by its allowlist before storage
        dangerouslySetInnerHTML={{ __html: answer.text }}
      />
      <div className="mt-3 flex flex-wrap items-center gap-x-4 text-xs text-ink-mute">
        {link ? (
          <a href={communityLinks.answer(answer.id)} className="py-3.5 hover:text-brand md:py-0">
            {t.publishedAt(beijingDateTime(answer.publishTime))}
          </a>
        ) : (
          <span>{t.publishedAt(beijingDateTime(answer.publishTime))}</span>
        )}
      </div>
      <AnswerActions
        answer={answer}
        comments={link ? 'inline' : 'page'}
        commentsHref={`${communityLinks.answer(answer.id)}#comments`}
      />
    </article>
  );
}
