import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ASSISTANT_LIMITS,
  ASSISTANT_MESSAGES,
  AssistantQuery,
  AssistantResponse,
  assistantPaths,
} from '@portal/api/contract/assistant';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../lib/app-error';
import { analyzer } from '../../../search/analyzer';
import { createAssistant } from './assistant.service';

const tags = ['AI 助手'];
/** characters as a person counts them */
const charCount = (text: string) => Array.from(text).length;

/** The assistant page's answer (spec 2 /askAI/char/home): composed from the portal's own content. */
export async function assistantRoutes(appBase: FastifyInstance, options: { now?: () => number } = {}) {
  const app = appBase.withTypeProvider<TypeBoxTypeProvider>();
  const assistant = createAssistant({
    db: app.db,
    indexer: app.searchEngine.indexer,
    analyzer: analyzer(),
    now: options.now ?? Date.now,
  });

  app.get(
    assistantPaths.answer,
    {
      schema: {
        tags,
        summary: '站内内容问答：摘取回答问题的句子，附编号引用与来源',
        querystring: AssistantQuery,
        response: { 200: AssistantResponse },
      },
      config: {
        fieldMessages: {
          question: ASSISTANT_MESSAGES.enterQuestion,
          'question:maxLength': ASSISTANT_MESSAGES.questionTooLong,
        },
      },
    },
    async (request) => {
      const question = request.query.question.replace(/\s+/g, ' ').trim();
      if (charCount(question) === 0) throw badRequest(ASSISTANT_MESSAGES.enterQuestion);
      // a single character is no question to search for
      if (charCount(question) < ASSISTANT_LIMITS.questionMin)
        throw badRequest(ASSISTANT_MESSAGES.questionTooShort);
      if (charCount(question) > ASSISTANT_LIMITS.questionMax)
        throw badRequest(ASSISTANT_MESSAGES.questionTooLong);
      return { code: 1 as const, result: await assistant.answer(question) };
    },
  );
}
