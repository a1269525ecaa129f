import type { CommunityTag } from '@portal/api/contract/community';
import { apiErrorMessage } from '@portal/api/errors';
import { addTopicWrite } from '@portal/api/mutations/community';
import { topicSearchQuery } from '@portal/api/queries/community-asking';
import { TOPIC_LIMITS } from '@portal/api/rules/community';
import { keepPreviousData, useQuery } from '@portal/query';
import { useWrite } from '@portal/shared-ui/use-write';
import { useDeferredValue, useId, useState } from 'react';
import { messages } from '../../messages';

const t = messages.ask;

/**
 * Up to `max` topics: found by name as one types, or created (addTopic answers the existing topic
 * of that name, so a topic is never made twice).
 */
export function TopicPicker({
  topics,
  onChange,
  max,
  onError,
}: {
  topics: readonly CommunityTag[];
  onChange: (next: CommunityTag[]) => void;
  max: number;
  onError: (message: string) => void;
}) {
  const ids = useId();
  const [words, setWords] = useState('');
  const typed = useDeferredValue(words.trim().replace(/\s+/g, ' '));
  const found = useQuery({
    ...topicSearchQuery(typed),
    enabled: typed.length > 0,
    placeholderData: keepPreviousData,
  });
  const full = topics.length >= max;
  const chosen = new Set(topics.map((x) => x.id));
  const options = typed ? (found.data?.list ?? []).filter((x) => !chosen.has(x.id)) : [];
  const exact = (found.data?.list ?? []).some((x) => x.title.toLowerCase() === typed.toLowerCase());
  const mayCreate =
    typed.length >= TOPIC_LIMITS.titleMin &&
    typed.length <= TOPIC_LIMITS.titleMax &&
    !exact &&
    !found.isFetching;

  const pick = (topic: CommunityTag) => {
    if (chosen.has(topic.id) || full) return;
    onChange([...topics, { id: topic.id, title: topic.title }]);
    setWords('');
  };
  const add = useWrite(addTopicWrite, {
    failedText: false,
    onError: (error) => onError(apiErrorMessage(error, t.failed)),
  });
  const creating = add.busy;
  const create = async () => {
    const topic = await add.run({ title: typed });
    if (topic) pick(topic);
  };

  return (
    <div>
      <ul className="mb-2 flex flex-wrap gap-2" aria-label={t.topicsLabel}>
        {topics.map((topic) => (
          <li
            key={topic.id}
            className="flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand"
          >
            #{topic.title}
            <button
              type="button"
              aria-label={t.removeTopic(topic.title)}
              onClick={() => onChange(topics.filter((x) => x.id !== topic.id))}
              className="ml-1 text-brand/70 hover:text-brand"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <input
        id={`${ids}-search`}
        value={words}
        disabled={full}
        maxLength={TOPIC_LIMITS.titleMax + 10}
        placeholder={full ? t.topicsFull : t.topicSearch}
        aria-label={t.topicSearch}
        aria-describedby={`${ids}-hint`}
        onChange={(event) => setWords(event.target.value)}
        className="h-9 w-full rounded-md border border-line px-3 text-sm text-ink outline-none focus:border-brand disabled:bg-surface"
      />
      <p id={`${ids}-hint`} className="mt-1 text-xs text-ink-mute">
        {t.topicsHint(max)}
      </p>
      {typed && !full ? (
        <ul className="mt-1 max-h-48 overflow-y-auto rounded-md border border-line bg-white text-sm">
          {options.map((topic) => (
            <li key={topic.id}>
              <button
                type="button"
                onClick={() => pick(topic)}
                className="block w-full px-3 py-2 text-left hover:bg-brand-50"
              >
                #{topic.title}
                <span className="ml-2 text-xs text-ink-mute">
                  {messages.topic.questions(topic.questions)}
                </span>
              </button>
            </li>
          ))}
          {mayCreate ? (
            <li>
              <button
                type="button"
                onClick={() => void create()}
                disabled={creating}
                className="block w-full px-3 py-2 text-left text-brand hover:bg-brand-50"
              >
                {t.createTopic(typed)}
              </button>
            </li>
          ) : null}
          {options.length === 0 && !mayCreate && !found.isFetching ? (
            <li className="px-3 py-2 text-ink-mute">{t.noTopic}</li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
