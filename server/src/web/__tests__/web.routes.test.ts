import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/database';
import { createTestDatabase } from '../../test-support/test-database';

let app: FastifyInstance;
let database: DatabaseHandle;
let webRoot: string;
let remotesFile: string;

function write(file: string, body: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  write(
    path.join(webRoot, 'apps/shell/dist/index.html'),
    '<!doctype html><title>脑医汇</title><div id="root"></div>',
  );
  write(path.join(webRoot, 'apps/shell/dist/main.js'), 'console.log("shell")');
  write(path.join(webRoot, 'apps/shell/dist/vendor.0123456789.js'), 'console.log("vendor")');
  write(path.join(webRoot, 'apps/content/dist/remoteEntry.js'), 'var content;');
  write(path.join(webRoot, 'apps/content/dist/mf-manifest.json'), '{"id":"content"}');
  write(path.join(webRoot, 'apps/content/dist/routes.abcdef0123.js'), 'export {}');
  remotesFile = path.join(webRoot, 'remotes.json');
  write(
    remotesFile,
    JSON.stringify({
      remotes: [
        {
          name: 'content',
          entry: '/remotes/content/mf-manifest.json',
          prefixes: ['/info', '/app/shortplayer'],
        },
      ],
    }),
  );
  database = await createTestDatabase();
  app = await buildApp({ database, demo: false, web: { webRoot, remotesFile } });
});
afterAll(async () => {
  await app.close();
  await database.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

it("answers the short-video player's address (spec 2) with the shell, though it ends in .html: 404 for a video that is not there", async () => {
  const res = await app.inject({ url: '/app/shortplayer/index.html?id=3' });
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.body).toContain('<div id="root">');
});

it('serves the shell page for page routes, with a CSP and no caching', async () => {
  // the home page carries its first data, its reader's own: private, and asked again each time
  const home = await app.inject({ url: '/' });
  expect(home.statusCode).toBe(200);
  expect(home.headers['cache-control']).toBe('private, no-cache');
  expect(home.headers['content-security-policy']).toContain("object-src 'none'");
  for (const url of [
    '/info',
    '/signin?fallbackUrl=%2F',
    // every path below a remote's prefix is the remote's to answer
    '/info/nope/deeper',
  ]) {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
  }
});

it('answers 404 with the shell, kept out of search engines, where neither the shell nor a remote serves the address', async () => {
  for (const url of [
    '/no-such-page',
    '/no/such/page',
    '/information',
    '/signin/more',
    '/no-such-page?id=3',
  ]) {
    const res = await app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    // the screen still shows its own "not found"
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  }
  // the shell's own pages, as its router matches them
  for (const url of ['/', '/signin/', '/Register']) expect((await app.inject({ url })).statusCode).toBe(200);
});

it("reads the remotes' prefixes at run time: a new prefix serves its pages without a restart", async () => {
  expect((await app.inject({ url: '/academy/course?id=1' })).statusCode).toBe(404);
  const before = fs.readFileSync(remotesFile, 'utf8');
  write(
    remotesFile,
    JSON.stringify({
      remotes: [
        { name: 'content', entry: '/remotes/content/mf-manifest.json', prefixes: ['/info', '/academy/'] },
      ],
    }),
  );
  const later = new Date(Date.now() + 10_000);
  fs.utimesSync(remotesFile, later, later);
  expect((await app.inject({ url: '/academy/course?id=1' })).statusCode).toBe(200);
  expect((await app.inject({ url: '/academy' })).statusCode).toBe(200);
  expect((await app.inject({ url: '/academyx' })).statusCode).toBe(404);
  write(remotesFile, before);
  const evenLater = new Date(Date.now() + 20_000);
  fs.utimesSync(remotesFile, evenLater, evenLater);
});

it('serves the shell for a detail page whose item is not there, as a 404 (issue 24)', async () => {
  const res = await app.inject({ url: '/info/detail?id=3' });
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toContain('text/html');
  expect(res.body).toContain('<div id="root">');
  expect(res.headers['content-security-policy']).toContain("object-src 'none'");
});

it('caches hashed files for a year and revalidates entries and manifests', async () => {
  const hashed = await app.inject({ url: '/shell/vendor.0123456789.js' });
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const remoteChunk = await app.inject({ url: '/remotes/content/routes.abcdef0123.js' });
  expect(remoteChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const entry = await app.inject({ url: '/remotes/content/remoteEntry.js' });
  expect(entry.statusCode).toBe(200);
  expect(entry.headers['cache-control']).toBe('no-cache');
  const manifest = await app.inject({ url: '/remotes/content/mf-manifest.json' });
  expect(manifest.json()).toEqual({ id: 'content' });
  expect(manifest.headers['access-control-allow-origin']).toBe('*');
});

it('serves remotes.json and picks up an edit without a restart', async () => {
  expect((await app.inject({ url: '/remotes.json' })).json().remotes[0].entry).toBe(
    '/remotes/content/mf-manifest.json',
  );
  write(
    remotesFile,
    JSON.stringify({
      remotes: [
        { name: 'content', entry: 'https://cdn.example.com/content/mf-manifest.json', prefixes: ['/info'] },
      ],
    }),
  );
  const later = new Date(Date.now() + 5_000);
  fs.utimesSync(remotesFile, later, later);
  expect((await app.inject({ url: '/remotes.json' })).json().remotes[0].entry).toBe(
    'https://cdn.example.com/content/mf-manifest.json',
  );
  // the page's CSP now allows scripts from the remote's new origin
  expect((await app.inject({ url: '/' })).headers['content-security-policy']).toContain(
    "script-src 'self' https://cdn.example.com",
  );
});

it('answers unknown API paths and missing assets with a JSON 404, not the page', async () => {
  expect((await app.inject({ url: '/wapi/nothing.do' })).json()).toEqual({
    code: 404,
    message: '接口不存在',
  });
  expect((await app.inject({ url: '/remotes/content/missing.js' })).statusCode).toBe(404);
  expect((await app.inject({ url: '/favicon-missing.png' })).statusCode).toBe(404);
  // only the player's own page is a page among .html addresses
  expect((await app.inject({ url: '/app/shortplayer/other.html' })).statusCode).toBe(404);
});
