import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AreaSettings } from './area';
import { AREAS, FEEDERS, PAYMENT_KINDS, REVIEW_KINDS, SITEMAP_CONTRIBUTIONS } from './areas/index';
import { authPlugin } from './auth/auth.plugin';
import type { DatabaseHandle } from './db/database';
import { dbPlugin } from './db/db.plugin';
import { drainPlugin } from './health/drain.plugin';
import { healthRoutes } from './health/health.routes';
import { registerErrorHandler } from './lib/error-handler';
import { registerInputGuard } from './lib/input-guard';
import { registerOriginCheck } from './lib/origin-check';
import { named } from './lib/plugin-name';
import { registerRateLimits } from './lib/rate-limits';
import { serializeRequest } from './lib/request-log';
import { SHARED_SCHEMA_CONTROLLER } from './lib/schema-compilers';
import { trackRoutes } from './lib/serve-endpoint';
import { barrageBusPlugin } from './live/barrage-bus.plugin';
import type { RedisBarrageBusOptions } from './live/index';
import { mediaRoutes } from './media/media.routes';
import { everyAccess, mediaUploadRoutes } from './media/uploads/uploads.routes';
import { paymentChannelRoutes } from './payments/channel.routes';
import { paymentsPlugin } from './payments/payments.plugin';
import { paymentRoutes } from './payments/payments.routes';
import { peoplePlugin } from './people/people.plugin';
import { readersPlugin } from './readers/readers.plugin';
import { reviewRoutes } from './reviews/reviews.routes';
import { searchPlugin } from './search/search.plugin';
import { sitemapRoutes } from './web/sitemap/sitemap.routes';
import { webRoutes } from './web/web.routes';

/**
 * The server's settings: what every area is given (`AreaSettings`, with what each area adds to it)
 * and what only the app itself needs.
 */
export interface AppOptions extends AreaSettings {
  database: DatabaseHandle;
  /** serve the API reference at /docs (with its own CSP) */
  apiDocs?: boolean;
  /** serve the built shell and remotes; tests of the API leave it out */
  web?: { webRoot: string; remotesFile: string };
  /**
   * The payment simulator stands in for WeChat Pay and Alipay (the demo, development, tests): its
   * QR codes open its own page where anyone may "pay". Never in production.
   */
  paymentSimulator?: { secret?: string } | false;
  /** orders one client may make a minute (30 by default) */
  paymentOrdersPerMinute?: number;
  /** the Redis barrage bus's options (tests: a key prefix of their own) */
  barrageBusOptions?: RedisBarrageBusOptions;
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/**
 * Builds the server; `bin/main.ts` listens, tests `inject`. Order: external plugins, the mechanisms
 * (with what the areas registered with them), the areas.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const trustedProxies = options.trustProxy && options.trustProxy.length > 0 ? options.trustProxy : false;
  const logger: FastifyServerOptions['logger'] =
    options.logger && typeof options.logger === 'object'
      ? { ...options.logger, serializers: { req: serializeRequest } }
      : options.logger
        ? { serializers: { req: serializeRequest } }
        : false;
  const app = Fastify({
    logger,
    // a forwarded address or protocol counts only from a proxy the operator named: otherwise
    // anyone could rotate X-Forwarded-For past every per-client limit
    trustProxy: trustedProxies,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
    schemaController: SHARED_SCHEMA_CONTROLLER,
  });

  // external plugins
  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, threshold: 2048 });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: '脑医汇门户 API', version: '0.1.0', description: '门户所有接口；成功 code 为 1。' },
    },
  });
  if (options.apiDocs) {
    // the UI's own scripts and styles only, hashed into its CSP
    await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: true });
  }
  trackRoutes(app);
  registerErrorHandler(app);
  registerOriginCheck(app, { allowedOrigins: options.allowedOrigins ?? [], demo: options.demo });
  registerInputGuard(app);
  await registerRateLimits(app, options.database.db, options.now);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  // counts the requests under way, for a drain before the instance closes
  await app.register(named(drainPlugin));

  // mechanisms, each with what the areas registered with it
  const { database, apiDocs: _docs, web: _web, logger: _logger, ...settings } = options;
  await app.register(named(dbPlugin), { handle: database });
  await app.register(named(authPlugin));
  await app.register(named(readersPlugin));
  await app.register(named(searchPlugin), { feeders: FEEDERS });
  await app.register(named(peoplePlugin), { now: options.now });
  // live barrage and viewer counts: in memory, or over Redis pub/sub across instances
  await app.register(named(barrageBusPlugin), {
    redisUrl: options.redisUrl,
    redisOptions: options.barrageBusOptions,
  });
  await app.register(named(healthRoutes));
  await app.register(named(paymentsPlugin), {
    kinds: PAYMENT_KINDS,
    simulator: options.paymentSimulator ? { secret: options.paymentSimulator.secret } : false,
    ordersPerMinute: options.paymentOrdersPerMinute,
    now: options.now,
  });
  await app.register(named(paymentRoutes));
  await app.register(named(paymentChannelRoutes));
  await app.register(named(reviewRoutes), {
    kinds: REVIEW_KINDS,
    moderatorMobiles: options.moderatorMobiles ?? [],
    now: options.now,
  });
  await app.register(named(mediaRoutes));
  const access = AREAS.flatMap((area) =>
    area.uploadAccess ? [area.uploadAccess(database.db, settings)] : [],
  );
  await app.register(named(mediaUploadRoutes), { now: options.now, access: everyAccess(access) });

  // the areas, each in its own encapsulated context
  for (const area of AREAS) await app.register(named(area.plugin, `${area.name} area`), settings);

  await app.register(named(sitemapRoutes), {
    contributions: SITEMAP_CONTRIBUTIONS,
    siteUrl: options.siteUrl,
    demo: options.demo,
    now: options.now,
  });
  if (options.web) await app.register(named(webRoutes), { ...options.web, siteUrl: options.siteUrl });
  else
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 404, message: '接口不存在' }));

  return app;
}
