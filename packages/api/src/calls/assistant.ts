import { type CallOptions, getResult } from '@portal/api/client';
import { assistantPaths } from '@portal/api/paths/assistant';
import type { AssistantAnswer } from '../contract/assistant';

/** The assistant's answer to `question`; pass `signal` so a newer question cancels this one. */
export const askAssistant = (question: string, options?: CallOptions) =>
  getResult<AssistantAnswer>(assistantPaths.answer, { question }, options);
