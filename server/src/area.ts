import type { PaymentKind } from '@portal/api/rules/payments';
import type { FastifyInstance } from 'fastify';
import type { PortalDb } from './db/database';
import type { UploadAccess } from './media/uploads/uploads.routes';
import type { KindHandlers } from './payments/payments.service';
import type { ReaderContribution } from './readers/readers';
import type { ReviewKinds } from './reviews/review-kinds';
import type { AnyFeeder } from './search/feeder';
import type { AreaSeeder } from './seed/area-seeder';
import type { PageRenderer } from './web/pages';
import type { SitemapContribution } from './web/sitemap/sitemap-source';

/**
 * What every area's plugin is given: the operator's settings (`AppOptions` of `app.ts` are these
 * plus what only the app itself needs) and the clock. An area that has settings of its own adds
 * them by declaration merging (`declare module '…/area' { interface AreaSettings { … } }` in its
 * `<area>.area.ts`), so `buildApp` takes them flat without importing the area.
 */
export interface AreaSettings {
  /** demo mode (see config): the dev SMS outbox for loopback callers, localhost origins as ours */
  demo: boolean;
  /** proxies allowed to tell the client's address and protocol; none by default */
  trustProxy?: string[] | false;
  /** always mark cookies Secure (else only when the request came over https) */
  secureCookies?: boolean;
  allowedOrigins?: string[];
  /** the accounts (by mobile) that review what users publish; none by default */
  moderatorMobiles?: readonly string[];
  /** Redis for fan-out across instances (live barrage and viewer counts); in memory when absent */
  redisUrl?: string;
  /**
   * the site's public origin (`PORTAL_SITE_URL`), for addresses sent outside the site (the
   * sitemap); never taken from a request's Host
   */
  siteUrl?: string;
  /** the clock of time-limited things (codes, limits, live states); tests step it */
  now?: () => number;
  /** typing-aid calls (suggestions, similar questions) one client may make a minute (`typingAidLimit`) */
  typingAidsPerMinute?: number;
}

/**
 * One product area as the app takes it: its routes and repositories (one encapsulated Fastify
 * plugin, registered after the mechanisms) and what it registers with the mechanisms. `app.ts`
 * registers the list (`areas/index.ts`), nothing deeper; a mechanism never imports an area.
 */
export interface AreaDefinition {
  /** the area's folder under `areas/` */
  name: string;
  /** builds the area's repositories once and registers its routes with them */
  plugin(app: FastifyInstance, settings: AreaSettings): Promise<void>;
  /** its searchable types (the search engine indexes them in `areas/index.ts`'s order) */
  feeders?: readonly AnyFeeder[];
  /** its demo data (run in `areas/index.ts`'s order) */
  seeders?: readonly AreaSeeder[];
  /** the kinds of its content that wait in the review queue */
  reviewKinds?: ReviewKinds;
  /** what its orders give once paid */
  paymentKinds?: Partial<Record<PaymentKind, KindHandlers>>;
  /** what it lets other areas read of its data (`readers/readers.ts`) */
  readers?: ReaderContribution;
  /** its public pages for search engines, and its private ones robots.txt disallows (`web/sitemap/`) */
  sitemap?: SitemapContribution;
  /**
   * its public pages as HTML (issue 24): each answers its address with its status, its head (title,
   * description, canonical, Open Graph, JSON-LD), its main text and its first data (`web/pages.ts`)
   */
  pages?: readonly PageRenderer[];
  /** who may read the uploads it keeps private (the uploads mechanism serves everything else publicly) */
  uploadAccess?(db: PortalDb, settings: AreaSettings): UploadAccess;
}
