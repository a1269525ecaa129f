#!/usr/bin/env node
/**
 * Proves the remote template: makes a throw-away remote with `new-remote.mjs` (not registered),
 * links it like its siblings, then requires that it passes lint, types and its own tests, builds,
 * and renders its first page standalone in Chromium. The remote is removed afterwards. The built
 * content, search, meetings, community and account remotes get the same standalone smoke test.
 *
 *   PLAYWRIGHT_CHROMIUM_PATH=/usr/bin/chromium node scripts/check-remote-template.mjs
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NAME = 'tplcheck';
const TITLE = '模板检查';
const appDir = path.join(root, 'apps', NAME);
const bin = (tool) => path.join(root, 'node_modules', '.bin', tool);
const run = (command, args, cwd = root) => {
  console.log(`template: ${path.basename(command)} ${args.join(' ')}`);
  execFileSync(command, args, { cwd, stdio: 'inherit' });
};

/** the new app gets the same links into the store as a sibling with the same dependencies */
function linkLike(sibling) {
  const from = path.join(root, 'apps', sibling, 'node_modules');
  const to = path.join(appDir, 'node_modules');
  fs.mkdirSync(to);
  for (const entry of fs.readdirSync(from)) {
    if (entry === '.federation') continue;
    fs.cpSync(path.join(from, entry), path.join(to, entry), { recursive: true, verbatimSymlinks: true });
  }
}

function serve(dir) {
  const types = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.json': 'application/json',
    '.html': 'text/html',
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      // page routes get the standalone page; API calls find no server here
      if (path.extname(url.pathname)) {
        response.writeHead(404).end();
        return;
      }
      file = path.join(dir, 'index.html');
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Serves a built remote's standalone page (`dist/standalone`) as its own site and waits in Chromium until `texts` show at
 * `pagePath`; no uncaught error may happen on the way. No API runs behind it: a standalone frame
 * must come up whatever the calls answer.
 */
async function smokeStandalone(dist, pagePath, texts) {
  const server = await serve(dist);
  const { chromium } = createRequire(path.join(root, 'e2e', 'package.json'))('@playwright/test');
  const browser = await chromium.launch({
    executablePath:
      process.env.PLAYWRIGHT_CHROMIUM_PATH ||
      (fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${server.address().port}${pagePath}`);
    for (const text of texts)
      await page.getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 });
    if (errors.length) throw new Error(`页面报错: ${errors.join('; ')}`);
    console.log(`standalone: ${path.relative(root, dist)} shows ${texts.join(', ')} at ${pagePath}`);
  } finally {
    await browser.close();
    server.close();
  }
}

fs.rmSync(appDir, { recursive: true, force: true });
try {
  run(process.execPath, [
    path.join(root, 'scripts', 'new-remote.mjs'),
    NAME,
    '--title',
    TITLE,
    '--no-register',
    '--no-install',
  ]);
  linkLike('search');
  run(bin('biome'), ['check', `apps/${NAME}`]);
  run(bin('tsc'), ['-p', path.join('apps', NAME, 'tsconfig.json')]);
  run(bin('jest'), ['--ci', '--selectProjects', `@portal/${NAME}`]);
  run(path.join(appDir, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], appDir);
  // the container (dist/) is what the portal loads; the standalone page (dist/standalone/) is QA's
  for (const file of ['remoteEntry.js', 'mf-manifest.json', 'standalone/index.html'])
    if (!fs.existsSync(path.join(appDir, 'dist', file))) throw new Error(`构建缺少 dist/${file}`);
  await smokeStandalone(path.join(appDir, 'dist', 'standalone'), `/${NAME}`, [TITLE, `${TITLE} · 独立运行`]);
  // every existing remote boots standalone from its build too
  await smokeStandalone(path.join(root, 'apps', 'content', 'dist', 'standalone'), '/info', [
    '内容模块 · 独立运行',
  ]);
  await smokeStandalone(path.join(root, 'apps', 'search', 'dist', 'standalone'), '/advanced-search', [
    '搜索模块 · 独立运行',
  ]);
  // the meeting home's heading renders whatever its lists answer (no server behind it here)
  await smokeStandalone(path.join(root, 'apps', 'meetings', 'dist', 'standalone'), '/meeting', [
    '会议 · 独立运行',
    '会议',
  ]);
  await smokeStandalone(path.join(root, 'apps', 'community', 'dist', 'standalone'), '/topic-circle', [
    '社区 · 独立运行',
    '社区',
  ]);
  // a profile page with nothing behind it: the frame boots and the page answers with its error state
  await smokeStandalone(
    path.join(root, 'apps', 'account', 'dist', 'standalone'),
    '/user-center?profileUserId=1',
    ['个人中心 · 独立运行'],
  );
  // a device category's home with nothing behind it: the frame boots around the page
  await smokeStandalone(
    path.join(root, 'apps', 'brands', 'dist', 'standalone'),
    '/bms/home/1?categoryCode=MICROSCOPE',
    ['品牌 · 独立运行'],
  );
  console.log('template and standalone remotes: 7 passed, 0 failed');
} finally {
  fs.rmSync(appDir, { recursive: true, force: true });
}
