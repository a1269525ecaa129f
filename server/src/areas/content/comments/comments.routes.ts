import { articleEndpoints } from '@portal/api/endpoints/article';
import { infoEndpoints } from '@portal/api/endpoints/info';
import type { FastifyInstance } from 'fastify';
import { registerCommentRoutes } from '../../../comments/comment-routes';
import type { ContentRouteOptions } from '../repositories';
import { articleCommentTarget, infoCommentTarget } from './comment-targets';

export { COMMENT_RATE } from '../../../comments/comment-routes';

/** Comments of user-written articles and of news items: the comment mechanism, a target each. */
export async function commentRoutes(appBase: FastifyInstance, options: ContentRouteOptions) {
  const now = options.now ?? (() => Date.now());
  await registerCommentRoutes(appBase, articleCommentTarget, articleEndpoints, now);
  await registerCommentRoutes(appBase, infoCommentTarget, infoEndpoints, now);
}
