import type { AssistantAnswer, AssistantSentence, AssistantSource } from '@portal/api/contract/assistant';
import { ASSISTANT_MESSAGES } from '@portal/api/rules/assistant';
import { ContentLink } from '@portal/shared-ui/host';
import { Highlight } from '../../components/highlight';
import { messages } from '../../messages';

const t = messages.assistant;

/**
 * Sentences into paragraphs: a sentence whose text ends in a line break closes its paragraph, so
 * the server decides the layout without sending markup.
 */
export function toParagraphs(sentences: readonly AssistantSentence[]): AssistantSentence[][] {
  const paragraphs: AssistantSentence[][] = [];
  let current: AssistantSentence[] = [];
  for (const sentence of sentences) {
    current.push(sentence);
    if (/\n\s*$/.test(sentence.text)) {
      paragraphs.push(current);
      current = [];
    }
  }
  if (current.length > 0) paragraphs.push(current);
  return paragraphs;
}

/** A source opens through the host as "the link given with the item" (spec 2 jump table). */
const sourceItem = (source: AssistantSource) => ({ type: 'other' as const, url: source.url });

function Citation({ n, source }: { n: number; source: AssistantSource | undefined }) {
  const label = `[${n}]`;
  return (
    <sup className="ml-0.5 text-xs">
      {source ? (
        <ContentLink item={sourceItem(source)} title={source.title} className="text-brand hover:underline">
          {label}
        </ContentLink>
      ) : (
        <span className="text-ink-mute">{label}</span>
      )}
    </sup>
  );
}

export const sourceTypeLabel = (type: string) => t.sourceTypes[type] ?? t.otherSource;

/**
 * The composed answer: sentences each followed by the numbers of the sources they rest on, the
 * numbered sources, and the AI disclaimer under it. No sentences means nothing on the portal
 * answers the question.
 */
export function AnswerView({ answer }: { answer: AssistantAnswer }) {
  if (answer.sentences.length === 0) {
    return <p className="py-8 text-center text-sm text-ink-soft">{ASSISTANT_MESSAGES.noAnswer}</p>;
  }
  const byNumber = new Map(answer.sources.map((source) => [source.n, source]));
  const words = answer.highlight;
  return (
    <div className="space-y-6">
      <section aria-label={t.answerLabel} className="space-y-3 text-[15px] leading-7 text-ink">
        {toParagraphs(answer.sentences).map((paragraph, p) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one answer never reorder
          <p key={p}>
            {paragraph.map((sentence, s) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: sentences of one answer never reorder
              <span key={s}>
                <Highlight text={sentence.text.trim()} words={words} />
                {sentence.citations.map((n) => (
                  <Citation key={n} n={n} source={byNumber.get(n)} />
                ))}
              </span>
            ))}
          </p>
        ))}
      </section>
      {answer.sources.length > 0 ? (
        <section aria-labelledby="assistant-sources-title">
          <h2 id="assistant-sources-title" className="mb-3 text-base font-semibold text-ink">
            {t.sourcesTitle}
          </h2>
          <ol aria-label={t.sourcesTitle} className="space-y-3">
            {answer.sources.map((source) => (
              <li key={source.n} className="flex gap-3 rounded-md bg-surface px-4 py-3 text-sm">
                <span className="shrink-0 font-semibold text-brand">{`[${source.n}]`}</span>
                <div className="min-w-0 flex-1">
                  <p className="flex items-center gap-2">
                    <span className="shrink-0 rounded bg-brand-50 px-1.5 py-0.5 text-xs leading-none text-brand">
                      {sourceTypeLabel(source.type)}
                    </span>
                    <ContentLink
                      item={sourceItem(source)}
                      className="truncate font-medium text-ink hover:text-brand"
                    >
                      {source.title}
                    </ContentLink>
                  </p>
                  <p className="mt-1 line-clamp-3 text-ink-soft">
                    <Highlight text={source.passage} words={words} />
                  </p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <p className="border-t border-line pt-3 text-xs text-ink-mute">{ASSISTANT_MESSAGES.disclaimer}</p>
    </div>
  );
}
