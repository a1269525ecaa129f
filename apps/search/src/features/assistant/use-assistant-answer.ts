import type { AssistantAnswer } from '@portal/api/contract/assistant';
import { apiErrorMessage } from '@portal/api/errors';
import { assistantAnswerQuery } from '@portal/api/queries/search';
import { useQuery } from '@portal/query';
import { useCallback } from 'react';
import { messages } from '../../messages';

export type AnswerState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; answer: AssistantAnswer };

/**
 * The assistant's answer to `question` ('' asks nothing). A new question, or leaving the page,
 * cancels the call in flight (a new key), so a slow old answer can never replace a newer one.
 */
export function useAssistantAnswer(question: string) {
  const query = useQuery(assistantAnswerQuery(question));
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const state: AnswerState = !question
    ? { status: 'idle' }
    : query.isPending
      ? { status: 'loading' }
      : query.isError
        ? { status: 'error', message: apiErrorMessage(query.error, messages.assistant.failed) }
        : { status: 'ready', answer: query.data };
  return { state, retry };
}
