import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SHORT_VIDEO_PLAYER_PATH } from '@portal/api/jump-rules';
import { isKnownPage } from '@portal/api/pages/shell';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noindexDocument, pageDocument, type ShellTemplate, shellTemplate } from './page-document';
import { pageRendererOf, renderPage } from './pages';
import { pagePreloads } from './preloads';
import { isPrivatePage } from './private-pages';

export interface WebOptions {
  webRoot: string;
  remotesFile: string;
  /**
   * the site's public origin (`PORTAL_SITE_URL`): pages' canonical and Open Graph addresses are built
   * on it, so a forged Host header never reaches them; without it, the request's own origin
   */
  siteUrl?: string;
}

interface RemoteEntry {
  name: string;
  entry: string;
  prefixes: string[];
}

/** Paths that belong to the API; everything else that is a GET for a page gets the shell. */
const API_PREFIXES = [
  '/wapi/',
  '/oldweb/',
  '/query/',
  '/v1/',
  '/v2/',
  '/v3/',
  '/ws/',
  '/dev/',
  '/docs',
  '/media/',
  // the payment channels' notifications and the payment simulator's pages
  '/pay/',
];
const HASHED_FILE = /\.[0-9a-f]{10}\.(js|css)$/;
const REMOTE_NAME = /^[a-z][a-z0-9-]{0,40}$/;

function setAssetCacheHeaders(reply: FastifyReply, filePath: string): void {
  // hashed chunks never change under a name; entries and manifests must be revalidated
  reply.header(
    'Cache-Control',
    HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  // a remote's manifest is fetched (not just loaded as a script) when the shell is elsewhere
  reply.header('Access-Control-Allow-Origin', '*');
}

/** Reads remotes.json again when it changes, so a redeployed remote needs no server restart. */
function remotesReader(file: string) {
  let cached: { mtimeMs: number; body: string; remotes: RemoteEntry[] } | null = null;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return { body: '{"remotes":[]}', remotes: [] as RemoteEntry[] };
    if (!cached || cached.mtimeMs !== stat.mtimeMs) {
      const body = fs.readFileSync(file, 'utf8');
      const parsed = JSON.parse(body) as { remotes?: RemoteEntry[] };
      cached = { mtimeMs: stat.mtimeMs, body, remotes: parsed.remotes ?? [] };
    }
    return cached;
  };
}

function contentSecurityPolicy(remotes: RemoteEntry[]): string {
  const origins = new Set<string>();
  for (const remote of remotes) {
    if (/^https?:\/\//.test(remote.entry)) origins.add(new URL(remote.entry).origin);
  }
  const extra = [...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${extra}`.trim(),
    `style-src 'self' 'unsafe-inline' ${extra}`.trim(),
    `connect-src 'self' ${extra}`.trim(),
    "img-src 'self' data: https: http:",
    // the meeting player feeds <video> through Media Source Extensions (a blob: URL) and hls.js
    // transmuxes in a worker made from a blob
    "media-src 'self' blob: https: http:",
    "worker-src 'self' blob:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** every prefix the manifest gives its remotes (read at run time: a remote may take a new one) */
const remotePrefixes = (remotes: readonly RemoteEntry[]): string[] =>
  remotes.flatMap((remote) =>
    Array.isArray(remote.prefixes) ? remote.prefixes.filter((p): p is string => typeof p === 'string') : [],
  );

/** the site's origin as the visitor reached it, without the protocol's own port */
function requestOrigin(request: FastifyRequest): string {
  const defaultPort = request.protocol === 'https' ? ':443' : ':80';
  const host = request.host.endsWith(defaultPort) ? request.host.slice(0, -defaultPort.length) : request.host;
  return `${request.protocol}://${host}`;
}

export async function webRoutes(app: FastifyInstance, options: WebOptions): Promise<void> {
  const readRemotes = remotesReader(options.remotesFile);
  const siteOrigin = options.siteUrl ? new URL(options.siteUrl).origin : null;
  const originOf = (request: FastifyRequest) => siteOrigin ?? requestOrigin(request);
  const shellDist = path.join(options.webRoot, 'apps', 'shell', 'dist');
  const shellIndex = path.join(shellDist, 'index.html');

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/json; charset=utf-8');
    return readRemotes().body;
  });

  if (fs.existsSync(shellDist)) {
    await app.register(fastifyStatic, {
      root: shellDist,
      prefix: '/shell/',
      index: false,
      wildcard: true,
      setHeaders: setAssetCacheHeaders,
    });
  }

  // each built remote under its own path, so it can move to another origin by editing remotes.json
  const appsDir = path.join(options.webRoot, 'apps');
  const remoteDirs = fs.existsSync(appsDir)
    ? fs.readdirSync(appsDir).filter((name) => name !== 'shell' && REMOTE_NAME.test(name))
    : [];
  for (const name of remoteDirs) {
    const dist = path.join(appsDir, name, 'dist');
    if (!fs.existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${name}/`,
      index: false,
      decorateReply: false,
      wildcard: true,
      setHeaders: setAssetCacheHeaders,
    });
  }

  let shell: ShellTemplate | null = null;
  const readShell = (): ShellTemplate | null => {
    if (shell === null || process.env.NODE_ENV !== 'production') {
      const html = fs.existsSync(shellIndex) ? fs.readFileSync(shellIndex, 'utf8') : null;
      shell = html === null ? null : shell?.html === html ? shell : shellTemplate(html);
    }
    return shell;
  };
  const preloadsFor = pagePreloads(options.webRoot, () => readRemotes().remotes);

  const sendHtml = (reply: FastifyReply, status: number, html: string, personal: boolean) =>
    reply
      .code(status)
      // a page with first data carries the visitor's own state (their like, their draft)
      .header('Cache-Control', personal ? 'private, no-cache' : 'no-cache')
      .header('Content-Security-Policy', contentSecurityPolicy(readRemotes().remotes))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Referrer-Policy', 'strict-origin-when-cross-origin')
      .type('text/html; charset=utf-8')
      .send(html);

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const template = readShell();
    if (template === null) {
      return reply.code(503).type('text/plain; charset=utf-8').send('前端尚未构建：请先运行 pnpm build');
    }
    // an area that renders the page knows it, whatever remotes.json says of the prefixes
    const renderer = pageRendererOf(path);
    if (!renderer && !isKnownPage(path, remotePrefixes(readRemotes().remotes))) {
      // neither the shell nor a remote serves it: the shell still answers and shows its "not found"
      reply.header('X-Robots-Tag', 'noindex');
      return sendHtml(reply, 404, noindexDocument(template), false);
    }
    if (renderer) {
      const origin = originOf(request);
      const outcome = await renderPage(app, request, renderer, origin);
      if (outcome.status === 200) {
        const html = pageDocument(template, { ...outcome, origin, preload: preloadsFor(path) });
        // a crawler that reads headers only (a draft, search results) is told as well
        if (outcome.view.head.noindex) reply.header('X-Robots-Tag', 'noindex');
        return sendHtml(reply, 200, html, true);
      }
      if (outcome.status !== 'shell') {
        // the shell still answers: the screen shows its own "not found"
        reply.header('X-Robots-Tag', 'noindex');
        return sendHtml(reply, outcome.status, noindexDocument(template), false);
      }
    }
    if (isPrivatePage(path)) {
      reply.header('X-Robots-Tag', 'noindex');
      return sendHtml(reply, 200, noindexDocument(template), false);
    }
    return sendHtml(reply, 200, template.html, false);
  };

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi =
      API_PREFIXES.some((p) => url.startsWith(p)) || url.startsWith('/shell/') || url.startsWith('/remotes/');
    // a page address has no extension, but the short-video player's (spec 2) ends in index.html
    const page = !path.extname(url) || url === SHORT_VIDEO_PLAYER_PATH;
    if (request.method === 'GET' && !isApi && page) return sendPage(request, reply, url);
    return reply.code(404).send({ code: 404, message: isApi ? '接口不存在' : '页面不存在' });
  });
}
