import type { FastifyInstance } from 'fastify';
import { guidanceRoutes } from './guidance.routes';
import { panoramicRoutes } from './panoramic.routes';

/** The area of migration 007: panoramic surgery, guides and consensus, compiled articles. */
export async function panoramicGuidanceRoutes(app: FastifyInstance): Promise<void> {
  await app.register(panoramicRoutes);
  await app.register(guidanceRoutes);
}
