import { askAssistant } from '@portal/api/calls/assistant';
import { apiErrorMessage } from '@portal/api/client';
import type { AssistantAnswer } from '@portal/api/contract/assistant';
import { useCallback, useEffect, useState } from 'react';
import { messages } from '../../messages';

export type AnswerState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; answer: AssistantAnswer };

/**
 * The assistant's answer to `question` ('' asks nothing). A new question, or leaving the page,
 * cancels the call in flight, so a slow old answer can never replace a newer one.
 */
export function useAssistantAnswer(question: string) {
  const [state, setState] = useState<AnswerState>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks the same question again
  useEffect(() => {
    if (!question) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    askAssistant(question, { signal: controller.signal }).then(
      (answer) => {
        if (!controller.signal.aborted) setState({ status: 'ready', answer });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ status: 'error', message: apiErrorMessage(error, messages.assistant.failed) });
      },
    );
    return () => controller.abort();
  }, [question, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
