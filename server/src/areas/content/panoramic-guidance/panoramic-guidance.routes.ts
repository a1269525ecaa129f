import type { FastifyInstance } from 'fastify';
import { named } from '../../../lib/plugin-name';
import type { ContentRouteOptions } from '../repositories';
import { guidanceRoutes } from './guidance.routes';
import { panoramicRoutes } from './panoramic.routes';

/** The area of migration 007: panoramic surgery, guides and consensus, compiled articles. */
export async function panoramicGuidanceRoutes(
  app: FastifyInstance,
  options: ContentRouteOptions,
): Promise<void> {
  await app.register(named(panoramicRoutes), options);
  await app.register(named(guidanceRoutes), options);
}
