import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FIRST_DATA_ELEMENT_ID, type FirstData } from '@portal/api/first-data';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, signIn, type TestApp } from './test-app';

/**
 * What the tests of pages as HTML (issue 24) share: the shell as built, written to a web root of
 * its own, a test app serving it, sign-ins with a name and identity, and readers of a page's parts.
 */

/** the shell as built: what a page's parts go into */
export const SHELL_HTML =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"/>' +
  '<meta name="description" content="脑医汇：神经外科医生的专业门户"/><title>脑医汇 - 神经外科医生的专业平台</title>' +
  '<script defer="defer" src="/shell/main.js"></script></head><body><div id="root"></div></body></html>';

/** the portal's deployed manifest of remotes, which decides what an unknown address is */
const PORTAL_REMOTES = path.join(__dirname, '../../config/remotes.json');

export interface PagesTestApp extends TestApp {
  /** the temporary web root holding the shell (`apps/shell/dist/index.html`) and `remotes.json` */
  webRoot: string;
  remotesFile: string;
  /** a page as a browser asks for it, with a session's cookie or none */
  page(url: string, cookie?: string): Promise<LightMyRequestResponse>;
}

function write(file: string, body: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

/**
 * A test app serving pages from a web root of its own. `remotes`: 'portal' copies the deployed
 * manifest (an address outside every remote's prefix is then unknown: 404), 'none' lists no remote.
 * Closing it removes the web root.
 */
export async function createPagesTestApp(options: {
  remotes: 'portal' | 'none';
  /** the app's clock (default: the real one) */
  now?: () => number;
}): Promise<PagesTestApp> {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pages-'));
  write(path.join(webRoot, 'apps/shell/dist/index.html'), SHELL_HTML);
  const remotesFile = path.join(webRoot, 'remotes.json');
  if (options.remotes === 'portal') fs.copyFileSync(PORTAL_REMOTES, remotesFile);
  else write(remotesFile, JSON.stringify({ remotes: [] }));
  const t = await createTestApp({
    ...(options.now ? { now: options.now } : {}),
    web: { webRoot, remotesFile },
  });
  return {
    ...t,
    webRoot,
    remotesFile,
    page: (url, cookie) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }),
    async close() {
      await t.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    },
  };
}

/** Signs in (a first sign-in creates the account), then gives the user a name and an identity. */
export async function signInAs(
  t: TestApp,
  mobile: string,
  who: { realName: string; identity: number },
): Promise<{ cookie: string; id: number }> {
  const user = await signIn(t, mobile);
  await t.database.db
    .updateTable('users')
    .set({ real_name: who.realName, identity: who.identity })
    .where('id', '=', user.id)
    .execute();
  return user;
}

/** the first data a page carries (none: no element) */
export function pageDataOf(html: string): FirstData {
  const match = html.match(
    new RegExp(`<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`),
  );
  return match ? (JSON.parse(match[1] as string) as FirstData) : { viewer: null, entries: [] };
}

/** an Open Graph property's value */
export const metaOf = (html: string, property: string) =>
  html.match(new RegExp(`<meta property="${property}" content="([^"]*)"`))?.[1];

export const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)"/)?.[1];

/** the page's one JSON-LD element, parsed (a page carrying none or several fails the test) */
export function jsonLdOf(html: string): Record<string, unknown> {
  const found = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  if (found.length !== 1) throw new Error(`the page carries ${found.length} JSON-LD elements, not one`);
  return JSON.parse(found[0]?.[1] as string) as Record<string, unknown>;
}

/** the server's text: the root container, up to the first data after it (or the end) */
export function mainTextOf(html: string): string {
  const from = html.indexOf('<div id="root">');
  const to = html.indexOf('<script type="application/json"', from);
  return to === -1 ? html.slice(from) : html.slice(from, to);
}
