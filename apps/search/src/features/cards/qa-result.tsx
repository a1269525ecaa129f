import type { SearchQa } from '@portal/api/contract/search';
import { Avatar } from '@portal/shared-ui/avatar';
import { Highlight } from '../../components/highlight';
import { messages } from '../../messages';
import { ResultFrame } from './result-frame';

const t = messages.cards;

/**
 * A community question: the asker (匿名用户 with the default avatar when hidden), the best answer
 * with its author, answers and views. The card is one link to the question, so no profile links.
 */
export function QaResult({ qa, words }: { qa: SearchQa; words: readonly string[] }) {
  const asker = qa.creator;
  return (
    <ResultFrame
      jump={{ type: 'community_question', id: qa.id }}
      typeLabel={t.types.community_qa}
      title={qa.title}
      words={words}
      body={
        <>
          <span data-testid="qa-asker" className="mt-2 flex items-center gap-2 text-sm text-ink-soft">
            {asker ? (
              <Avatar src={asker.avatarAddress} name={asker.realName} size={24} />
            ) : (
              <Avatar anonymous size={24} />
            )}
            <span className="truncate">{asker ? asker.realName : t.anonymous}</span>
          </span>
          {qa.bestAnswer ? (
            <span data-testid="qa-best-answer" className="mt-2 line-clamp-2 text-sm leading-6 text-ink-soft">
              <span className="font-medium text-ink">{t.bestAnswer(qa.bestAnswer.authorName)}</span>
              <Highlight text={qa.bestAnswer.text} words={words} />
            </span>
          ) : null}
        </>
      }
      meta={
        <>
          {qa.essences === 'T' ? (
            <span className="rounded bg-orange-50 px-1.5 py-0.5 text-orange-700 ring-1 ring-orange-200">
              {t.essences}
            </span>
          ) : null}
          <span>{t.answers(qa.answers)}</span>
          <span className="ml-auto">
            {messages.common.views} {qa.views}
          </span>
        </>
      }
    />
  );
}
