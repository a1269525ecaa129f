import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { activityReadRoutes } from './areas/community/activities/activity-read.routes';
import { answerEngagementRoutes } from './areas/community/answers/answer-engagement.routes';
import { askIntentionRoutes } from './areas/community/asking/ask-intention.routes';
import { similarQuestionRoutes } from './areas/community/asking/similar-questions.routes';
import { contributorRoutes } from './areas/community/contributors/contributors.routes';
import { followListRoutes } from './areas/community/follows/follow-list.routes';
import { invitationRoutes } from './areas/community/invitations/invitations.routes';
import { communityReadRoutes } from './areas/community/reading/community-read.routes';
import { answerWritingRoutes } from './areas/community/writing/answer-writing.routes';
import {
  articleRoutes,
  askingRoutes,
  assistantRoutes,
  authRoutes,
  browsingHistoryRoutes,
  channelRoutes,
  commentRoutes,
  departmentRoutes,
  engagementRoutes,
  enTicketRoutes,
  FEEDERS,
  identityDocumentAccess,
  infoRoutes,
  meetingPlaybackRoutes,
  meetingRoutes,
  messageCentreRoutes,
  ORDER_HOOKS,
  PAYMENT_KINDS,
  panoramicGuidanceRoutes,
  personalDataRoutes,
  portalRoutes,
  profileRoutes,
  purchasesRoutes,
  qrRoutes,
  REVIEW_KINDS,
  requirementRoutes,
  reviewRoutes,
  type SmsSender,
  type SmsSendLimits,
  searchRoutes,
  searchSideRoutes,
  sidebarRoutes,
  weeklyColumnRoutes,
} from './areas/index';
import { barrageRoutes } from './areas/meetings/barrage/barrage.routes';
import { barrageBusPlugin } from './areas/meetings/barrage/barrage-bus.plugin';
import type { RedisBarrageBusOptions } from './areas/meetings/barrage/index';
import { meetingCalendarRoutes } from './areas/meetings/calendar/calendar.routes';
import { meetingCommentRoutes } from './areas/meetings/comments/meeting-comments.routes';
import { meetingGiftRoutes } from './areas/meetings/gifts/gifts.routes';
import { meetingOrderRoutes } from './areas/meetings/orders/orders.routes';
import { meetingParticipationRoutes } from './areas/meetings/participation/participation.routes';
import { createRepositories } from './areas/repositories';
import { authPlugin } from './auth/auth.plugin';
import { DEFAULT_EN_SITE_URL } from './config';
import type { DatabaseHandle } from './db/database';
import { dbPlugin } from './db/db.plugin';
import { registerErrorHandler } from './lib/error-handler';
import { registerInputGuard } from './lib/input-guard';
import { registerOriginCheck } from './lib/origin-check';
import { registerRateLimits } from './lib/rate-limits';
import { serializeRequest } from './lib/request-log';
import { trackRoutes } from './lib/serve-endpoint';
import { mediaRoutes } from './media/media.routes';
import { mediaUploadRoutes } from './media/uploads/uploads.routes';
import { paymentChannelRoutes } from './payments/channel.routes';
import { paymentsPlugin } from './payments/payments.plugin';
import { paymentRoutes } from './payments/payments.routes';
import { searchPlugin } from './search/search.plugin';
import { webRoutes } from './web/web.routes';

export interface AppOptions {
  database: DatabaseHandle;
  /** demo mode (see config): the dev SMS outbox for loopback callers, localhost origins as ours */
  demo: boolean;
  /** proxies allowed to tell the client's address and protocol; none by default */
  trustProxy?: string[] | false;
  /** serve the API reference at /docs (with its own CSP) */
  apiDocs?: boolean;
  /** always mark cookies Secure (else only when the request came over https) */
  secureCookies?: boolean;
  allowedOrigins?: string[];
  /** serve the built shell and remotes; tests of the API leave it out */
  web?: { webRoot: string; remotesFile: string };
  smsSender?: SmsSender;
  smsLimits?: SmsSendLimits;
  /** sign-in tries one client address may make in ten minutes */
  signInTries?: number;
  /** searches one client may run a minute */
  searchesPerMinute?: number;
  /** live barrage sockets one client address may hold at once on this instance */
  liveSocketsPerClient?: number;
  /** the English site the header's EN link opens; a one-time code is appended (default https://en.naoyihui.com/) */
  enSiteUrl?: string;
  /** live barrage and viewer counts over Redis pub/sub (several instances); in memory when absent */
  redisUrl?: string;
  /**
   * The payment simulator stands in for WeChat Pay and Alipay (the demo, development, tests): its
   * QR codes open its own page where anyone may "pay". Never in production.
   */
  paymentSimulator?: { secret?: string } | false;
  /** orders one client may make a minute (30 by default) */
  paymentOrdersPerMinute?: number;
  /** the accounts (by mobile) that review what users publish; none by default */
  moderatorMobiles?: readonly string[];
  /** the Redis barrage bus's options (tests: a key prefix of their own) */
  barrageBusOptions?: RedisBarrageBusOptions;
  /** the clock of time-limited things (EN codes, requirement rate); tests step it */
  now?: () => number;
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/** Builds the server; `main.ts` listens, tests `inject`. Order: external plugins, app plugins, routes. */
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

  // app plugins
  await app.register(dbPlugin, { handle: options.database });
  await app.register(authPlugin);
  // the search engine over the feeders the areas registered
  await app.register(searchPlugin, { feeders: FEEDERS });
  // live barrage and viewer counts: in memory, or over Redis pub/sub across instances
  await app.register(barrageBusPlugin, {
    redisUrl: options.redisUrl,
    redisOptions: options.barrageBusOptions,
  });
  // money: orders, the ledger and the payment channels, with what each area sells
  await app.register(paymentsPlugin, {
    kinds: PAYMENT_KINDS,
    hooks: ORDER_HOOKS,
    simulator: options.paymentSimulator ? { secret: options.paymentSimulator.secret } : false,
    ordersPerMinute: options.paymentOrdersPerMinute,
    now: options.now,
  });
  // every area's repositories, once: one instance (and one read cache) per app
  app.decorate('repos', createRepositories(app.db, app.searchEngine.refresh));

  // routes by area (each area's folder under areas/)
  await app.register(authRoutes, {
    // behind a proxy every visitor may look local: no outbox there
    demo: options.demo && !trustedProxies,
    secureCookies: options.secureCookies ?? false,
    smsSender: options.smsSender,
    smsLimits: options.smsLimits,
    signInTries: options.signInTries,
  });
  await app.register(infoRoutes);
  await app.register(mediaRoutes);
  await app.register(mediaUploadRoutes, {
    now: options.now,
    // identity documents are their applicant's and the moderators' alone
    access: identityDocumentAccess(app.db, options.moderatorMobiles ?? []),
  });
  await app.register(portalRoutes);
  await app.register(qrRoutes);
  await app.register(requirementRoutes, { now: options.now });
  await app.register(reviewRoutes, {
    kinds: REVIEW_KINDS,
    moderatorMobiles: options.moderatorMobiles ?? [],
    now: options.now,
  });
  await app.register(articleRoutes);
  await app.register(sidebarRoutes);
  await app.register(channelRoutes);
  await app.register(meetingRoutes, { now: options.now });
  await app.register(barrageRoutes, {
    now: options.now,
    socketsPerClient: options.liveSocketsPerClient,
    originPolicy: { allowedOrigins: options.allowedOrigins ?? [], demo: options.demo },
  });
  await app.register(meetingPlaybackRoutes, { now: options.now });
  await app.register(meetingCalendarRoutes, { now: options.now });
  await app.register(meetingCommentRoutes, { now: options.now });
  await app.register(meetingParticipationRoutes, { now: options.now });
  await app.register(meetingOrderRoutes, { now: options.now });
  await app.register(meetingGiftRoutes, { now: options.now });
  await app.register(paymentRoutes);
  await app.register(paymentChannelRoutes);
  await app.register(panoramicGuidanceRoutes);
  await app.register(commentRoutes, { now: options.now });
  await app.register(engagementRoutes, { now: options.now });
  await app.register(browsingHistoryRoutes, { now: options.now });
  await app.register(profileRoutes, { now: options.now });
  await app.register(personalDataRoutes, { now: options.now });
  await app.register(messageCentreRoutes, { now: options.now });
  await app.register(purchasesRoutes, { now: options.now });
  await app.register(weeklyColumnRoutes, { now: options.now });
  await app.register(searchRoutes, { now: options.now, searchesPerMinute: options.searchesPerMinute });
  await app.register(searchSideRoutes, { now: options.now });
  await app.register(assistantRoutes, { now: options.now });
  await app.register(askingRoutes, { now: options.now });
  await app.register(communityReadRoutes, { now: options.now });
  await app.register(activityReadRoutes, { now: options.now });
  await app.register(answerEngagementRoutes, { now: options.now });
  await app.register(answerWritingRoutes, { now: options.now });
  await app.register(askIntentionRoutes, { now: options.now });
  await app.register(similarQuestionRoutes);
  await app.register(followListRoutes);
  await app.register(invitationRoutes, { now: options.now });
  await app.register(contributorRoutes);
  await app.register(departmentRoutes, { now: options.now });
  await app.register(enTicketRoutes, {
    enSiteUrl: options.enSiteUrl ?? DEFAULT_EN_SITE_URL,
    secureCookies: options.secureCookies ?? false,
    now: options.now,
  });
  if (options.web) await app.register(webRoutes, options.web);
  else
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 404, message: '接口不存在' }));

  return app;
}
