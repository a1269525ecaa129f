import { similarQuestionsQuery } from '@portal/api/queries/community-asking';
import { SIMILAR_QUESTIONS } from '@portal/api/rules/community-asking';
import { keepPreviousData, useQuery } from '@portal/query';
import { useEffect, useState } from 'react';
import { messages } from '../../messages';
import { communityLinks } from '../community-links';

const t = messages.ask;

/**
 * Questions like the title being typed, looked up once the title rests, opened in a new tab so
 * the draft stays; `exceptId` leaves out the question being edited.
 */
export function SimilarQuestions({ title, exceptId }: { title: string; exceptId?: number }) {
  const [settled, setSettled] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettled(title.trim()), SIMILAR_QUESTIONS.debounceMs);
    return () => clearTimeout(timer);
  }, [title]);
  const enabled = [...settled].length >= SIMILAR_QUESTIONS.minChars;
  const similar = useQuery({ ...similarQuestionsQuery(settled), enabled, placeholderData: keepPreviousData });
  const list = enabled ? (similar.data?.list ?? []).filter((q) => q.id !== exceptId) : [];
  if (list.length === 0) return null;
  return (
    <section aria-label={t.similar} className="mt-2 rounded-md bg-surface px-3 py-2 text-sm">
      <p className="mb-1 text-ink-soft">{t.similar}</p>
      <ul className="space-y-1">
        {list.map((q) => (
          <li key={q.id} className="flex items-baseline justify-between gap-3">
            <a
              href={communityLinks.question(q.id)}
              target="_blank"
              rel="noopener"
              className="min-w-0 truncate text-ink hover:text-brand"
            >
              {q.title}
            </a>
            <span className="shrink-0 text-xs text-ink-mute">{t.similarAnswers(q.answers)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
