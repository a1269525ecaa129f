import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { remotesFile } from './support';

/**
 * "A remote deployed to a new URL needs a change of remotes.json only, never a shell rebuild": a
 * second build of the content remote, labelled so its pages say which build they come from, is
 * served from another origin; the test edits the runtime remotes file the server reads and reloads.
 */
const root = path.resolve(__dirname, '..', '..');
const LABEL = 'e2e-redeploy';
const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

let dist: string;
let server: http.Server;
let origin: string;
let original: string;
const served: string[] = [];

/** The second deployment: its files with CORS (the manifest is fetched), plus a broken manifest. */
function serve(dir: string): Promise<http.Server> {
  const s = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    served.push(url.pathname);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (url.pathname === '/broken/mf-manifest.json') {
      res.setHeader('Content-Type', CONTENT_TYPES['.json']!);
      res.end('{"name":"content","note":"not a federation manifest"}');
      return;
    }
    const file = path.join(dir, path.normalize(url.pathname).replace(/^([/\\])+/, ''));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.statusCode = 404;
      res.end('not found');
      return;
    }
    res.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream');
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => s.listen(0, 'localhost', () => resolve(s)));
}

/** A port nobody listens on. */
async function deadPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, 'localhost', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Points the content remote at `entry` in the remotes file the server reads. */
function setContentEntry(entry: string): void {
  const manifest = JSON.parse(original) as { remotes: { name: string; entry: string }[] };
  for (const remote of manifest.remotes) if (remote.name === 'content') remote.entry = entry;
  fs.writeFileSync(remotesFile(), JSON.stringify(manifest, null, 2));
}

/** Every file of the shell's build with its hash: equal before and after means no rebuild. */
function shellBuild(): Record<string, string> {
  const dir = path.join(root, 'apps', 'shell', 'dist');
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .sort()
      .map((name) => [
        name,
        createHash('sha256')
          .update(fs.readFileSync(path.join(dir, name)))
          .digest('hex'),
      ]),
  );
}

function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // a real second build of the remote (about 10 s), compiled with a build label
  test.setTimeout(240_000);
  original = fs.readFileSync(remotesFile(), 'utf8');
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-content-redeployed-'));
  // the container only (config `content`), as a deployment of the remote ships it
  execFileSync(
    'pnpm',
    ['exec', 'webpack', '--mode', 'production', '--config-name', 'content', '--output-path', dist],
    {
      cwd: path.join(root, 'apps', 'content'),
      env: { ...process.env, PORTAL_BUILD_LABEL: LABEL },
      stdio: 'pipe',
    },
  );
  server = await serve(dist);
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterEach(() => {
  fs.writeFileSync(remotesFile(), original);
  served.length = 0;
});

test.afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

test('a remote deployed on another URL is picked up by editing remotes.json, without a shell rebuild', async ({
  page,
  request,
}) => {
  const shellBefore = shellBuild();
  const shellMainBefore = await (await request.get('/shell/main.js')).body();
  await page.goto('/info');
  const list = page.getByRole('region', { name: '资讯列表' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await expect(page.locator('[data-build]')).toHaveCount(0);

  setContentEntry(`${origin}/mf-manifest.json`);
  expect((await (await request.get('/remotes.json')).json()).remotes[0].entry).toBe(
    `${origin}/mf-manifest.json`,
  );

  const urls = recordRequests(page);
  const response = await page.reload();
  // the page's CSP now allows the new origin (the server reads it from remotes.json)
  expect(response?.headers()['content-security-policy']).toContain(origin);
  await expect(page.locator(`[data-build="${LABEL}"]`)).toHaveText(`版本 ${LABEL}`);
  await expect(list.getByRole('link').first()).toBeVisible();

  const fromNewOrigin = urls.filter((u) => u.startsWith(origin)).map((u) => new URL(u).pathname);
  expect(fromNewOrigin).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
  expect(fromNewOrigin.some((p) => p.includes('__federation_expose_routes'))).toBe(true);
  expect(urls.filter((u) => u.includes('/remotes/content/'))).toEqual([]);
  expect(served).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));

  // the home page's news widget comes from the new deployment too
  const homeUrls = recordRequests(page);
  await page.goto('/');
  // the widget's own rows (their covers carry `data-cover`): the server's rows are in the HTML
  // before the widget is asked for
  await expect(
    page
      .getByRole('region', { name: '最新资讯' })
      .getByRole('list', { name: '最新资讯列表' })
      .locator('[data-cover]'),
  ).toHaveCount(6);
  expect(
    homeUrls.some((u) => u.startsWith(origin) && u.includes('__federation_expose_widgets__NewsFeed')),
  ).toBe(true);

  // and the shell is the very same build: same files on disk, same entry served
  expect(shellBuild()).toEqual(shellBefore);
  expect(await (await request.get('/shell/main.js')).body()).toEqual(shellMainBefore);
});

test('remotes.json pointing the remote at a dead URL: fallback with 重试 while the frame works', async ({
  page,
}) => {
  setContentEntry(`http://localhost:${await deadPort()}/mf-manifest.json`);
  await page.goto('/info');
  await expect(page.getByText('该模块暂时无法加载')).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('京ICP备');

  // the frame still routes: the home page paints its hero, its news slot falls back on its own
  await page.locator('header').getByRole('link', { name: '脑医汇' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: '脑医汇' })).toBeVisible();
  const news = page.getByRole('region', { name: '最新资讯' });
  await expect(news.getByText('该模块暂时无法加载')).toBeVisible();
  await expect(news.getByRole('button', { name: '重试' })).toBeVisible();
});

test('remotes.json pointing the remote at a document that is not a federation manifest: fallback with 重试', async ({
  page,
}) => {
  setContentEntry(`${origin}/broken/mf-manifest.json`);
  await page.goto('/info');
  await expect(page.getByText('该模块暂时无法加载')).toBeVisible();
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
  expect(served).toContain('/broken/mf-manifest.json');
  await expect(page.locator('header').getByRole('link', { name: '脑医汇' }).first()).toBeVisible();
});
