import { useSearchParams } from '@portal/router';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { Spinner } from '@portal/shared-ui/spinner';
import { useEffect } from 'react';
import { messages } from '../../messages';
import { AnswerView } from './answer-view';
import { QuestionBox } from './question-box';
import { useAssistantAnswer } from './use-assistant-answer';

const t = messages.assistant;

/**
 * /askAI/char/home?question= (spec 2): the AI assistant answering from the portal's own content.
 * The question lives in the URL, so asking again is a new address and the back button works.
 */
export function AssistantPage() {
  const [params, setParams] = useSearchParams();
  const question = (params.get('question') ?? '').trim();
  const { state, retry } = useAssistantAnswer(question);

  useEffect(() => {
    document.title = t.documentTitle(question);
  }, [question]);

  const onAsk = (next: string) => {
    if (next === question) retry();
    else setParams({ question: next });
  };

  return (
    <div className="mx-auto max-w-[860px] px-4 py-6">
      <div className="rounded-lg bg-white px-6 py-5">
        <h1 className="text-xl font-semibold text-ink">{t.heading}</h1>
        <p className="mb-4 mt-1 text-sm text-ink-mute">{t.intro}</p>
        {/* keyed: going back to another address starts the box from that question */}
        <QuestionBox key={question} initial={question} onAsk={onAsk} />
        <div className="mt-6">
          {state.status === 'loading' ? (
            <div role="status" className="flex items-center gap-2 py-8 text-sm text-ink-soft">
              <Spinner size={16} label="" />
              {t.answering}
            </div>
          ) : state.status === 'error' ? (
            <ErrorBlock message={state.message} onRetry={retry} retryText={t.retry} />
          ) : state.status === 'ready' ? (
            <AnswerView answer={state.answer} />
          ) : null}
        </div>
      </div>
    </div>
  );
}
