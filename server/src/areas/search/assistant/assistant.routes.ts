import { assistantEndpoints } from '@portal/api/endpoints/assistant';
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES } from '@portal/api/rules/assistant';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../lib/app-error';
import { serve } from '../../../lib/serve-endpoint';
import { analyzer } from '../../../search/analyzer';
import { createAssistant } from './assistant.service';

const tags = ['AI 助手'];
/** characters as a person counts them */
const charCount = (text: string) => Array.from(text).length;

/** The assistant page's answer (spec 2 /askAI/char/home): composed from the portal's own content. */
export async function assistantRoutes(app: FastifyInstance, options: { now?: () => number } = {}) {
  const assistant = createAssistant({
    db: app.db,
    indexer: app.searchEngine.indexer,
    feeders: app.searchEngine.feeders,
    analyzer: analyzer(),
    now: options.now ?? Date.now,
  });

  await serve(
    app,
    assistantEndpoints.answer,
    {
      tags,
      summary: '站内内容问答：摘取回答问题的句子，附编号引用与来源',
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
