import { userEndpoints } from '@portal/api/endpoints/user';
import { REQUIREMENT_MESSAGES } from '@portal/api/rules/requirement';
import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../../lib/app-error';
import { wholeList } from '../../../lib/envelope';
import { serve, signedInFirst } from '../../../lib/serve-endpoint';
import { TtlCache } from '../../../lib/ttl-cache';
import { checkRequirement } from './requirement-rules';
import type { RequirementTypeRow } from './requirements.repository';
import { createRequirementRepository } from './requirements.repository';

const tags = ['需求提交'];

/** submissions per user per hour; counted from the database, so it holds across instances */
export const REQUIREMENT_RATE = { perHour: 10 } as const;
const HOUR = 3_600_000;

export async function requirementRoutes(
  app: FastifyInstance,
  options: { now?: () => number },
): Promise<void> {
  const now = options.now ?? (() => Date.now());
  const requirements = createRequirementRepository(app.db);
  const typesCache = new TtlCache<RequirementTypeRow[]>(60_000, 1);

  await serve(
    app,
    userEndpoints.requirementTypes,
    { tags, summary: '需求类型列表（无需登录）' },
    async () => {
      const types = await typesCache.get('all', () => requirements.types());
      return wholeList(types.map(({ code, desc }) => ({ code, desc })));
    },
  );

  await serve(
    app,
    userEndpoints.submitRequirement,
    {
      tags,
      summary: '提交需求（需登录；提交人为当前会话用户）',
      // signed-out callers learn that first, whatever their body looks like
      preValidation: signedInFirst,
    },
    async (request) => {
      const me = await request.requireUser();
      // checked against the table itself, not the read cache: a type just added must pass
      const clean = checkRequirement(request.body, await requirements.types());
      const t = now();
      if ((await requirements.countSince(me.id, t - HOUR)) >= REQUIREMENT_RATE.perHour) {
        throw tooManyRequests('需求提交过于频繁，请稍后再试');
      }
      await requirements.insert({ userId: me.id, ...clean, createdAt: t });
      return { code: 1 as const, message: REQUIREMENT_MESSAGES.submitted };
    },
  );
}
