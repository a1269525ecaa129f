// Benchmarks that print numbers (never pass/fail). Needs `pnpm build` first.
//   node run.mjs [--only bundle|nav|api|article-html|home|detail|search-page|meeting-home|meeting-page|community-home|community-activity|user-center|brand-page|product-page|book-page|case-list|case-page|weekly-page|elab-case-page|department-page|short-video-page|short-video-in-place|competition-page|mooc-page|course-page|community-feed|similar-questions|search|barrage|ledger] [--scale 35] [--duration 10] [--runs 5]
// Starts the production server on a fresh temporary database, then measures:
//   - first-load JS of `/` (raw and gzip bytes of every script the page loads before its first idle
//     period), and what loads after it (remote widgets, preloads), in Chromium
//   - navigating to a not-yet-loaded remote: click on the header's 资讯 to the news list, with the
//     remote preloaded (default behaviour) and cold (`?preload=off`), median of --runs
//   - read latency p50/p99 of the info list call at 10 concurrent connections
//   - the news article page `/info/detail`: Lighthouse performance (desktop preset, median of 3)
//     and its first-load JS; the same for the search results page `/search?keywords=胶质瘤`
//     (`--only search-page`), the meeting home `/meeting/home` (`--only meeting-home`) and a meeting
//     page with video (`--only meeting-page`)
//   - search (`--only search`, or last in a full run), by bench/search.mjs: the main search call
//     over HTTP at 10 connections at the default seed on SQLite and PostgreSQL side by side (its
//     own servers and databases), then its latency at ~100k documents (--scale) and the relevance score
//   - live barrage fan-out (`--only barrage`, bench/barrage.mjs) and the money ledger (`--only ledger`,
//     bench/ledger.mjs: orders and gifts a second on SQLite and PostgreSQL, then the reconciliation)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const duration = args.includes('--duration') ? Number(args[args.indexOf('--duration') + 1]) : 10;
const runs = args.includes('--runs') ? Number(args[args.indexOf('--runs') + 1]) : 5;
const port = Number(process.env.BENCH_PORT ?? 3290);
/**
 * `--mobile`: Lighthouse's default (mobile) settings with its default throttling (a mid-range phone
 * on a slow 4G link, simulated) instead of the desktop preset: issue 24's phone figures
 */
const mobile = args.includes('--mobile');
const base = `http://localhost:${port}`;

function chromiumPath() {
  const candidates = [process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p) => p && fs.existsSync(p));
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const server = spawn(process.execPath, ['server/dist/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PORTAL_DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // the load comes from one address: per-client limits would measure the limiter
      PORTAL_SEARCHES_PER_MINUTE: '100000000',
      PORTAL_TYPING_AIDS_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i += 1) {
    try {
      const res = await fetch(`${base}/remotes.json`);
      if (res.ok) return { server, dataDir };
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  server.kill();
  throw new Error('server did not start');
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];
/** Set by the shell when its first idle period starts, before any idle work (apps/shell/src/features/remotes/idle.ts). */
const IDLE_MARK = 'portal:idle';
/** Set by a part of a page deferred to the first idle period (packages/shared-ui/src/when-idle.tsx). */
const IDLE_PART_MARK = 'portal:idle-part';
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function launch() {
  const executablePath = chromiumPath();
  return executablePath ? chromium.launch({ executablePath, args: CHROMIUM_ARGS }) : null;
}

/**
 * Waits for the shell's idle mark, then until no request has started for `quietMs`. A page with no
 * idle work (no widget, preloading off) sets no mark: `requireMark: false` accepts that.
 */
async function settleAfterIdle(page, { quietMs = 700, requireMark = true } = {}) {
  await page
    .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, IDLE_MARK, {
      timeout: requireMark ? 10_000 : 3_000,
    })
    .catch((error) => {
      if (requireMark) throw error;
    });
  let count = -1;
  for (;;) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === count) return;
    count = now;
    await page.waitForTimeout(quietMs);
  }
}

async function gzipSizes(urls) {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    raw += body.length;
    const size = gzipSync(body, { level: 9 }).length;
    gzip += size;
    // BENCH_LIST_FILES=1: each file's gzip size, to find what a page's first load gained
    if (process.env.BENCH_LIST_FILES) console.log(`    ${kib(size).padStart(10)}  ${url.replace(base, '')}`);
  }
  return { files: urls.length, raw, gzip };
}

/**
 * First-load JS of `/`: every script requested before the shell's first idle period (the frame,
 * the hero, the session; what the page needs to paint and respond). The remote widgets of the home
 * page and the preloads start in that idle period by design, so they are printed apart, and the
 * total beside them (docs/architecture.md, "Home page").
 */
async function firstLoadJs() {
  const browser = await launch();
  if (!browser) return console.log('first-load JS of /: skipped (no Chromium found)');
  const page = await browser.newPage();
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  await settleAfterIdle(page);
  const { idleAt, scripts } = await page.evaluate((mark) => {
    const entries = performance.getEntriesByType('resource');
    return {
      idleAt: performance.getEntriesByName(mark)[0].startTime,
      scripts: entries
        .filter((e) => /\.js(\?|$)/.test(e.name) || e.initiatorType === 'script')
        .map((e) => ({ url: e.name, start: e.startTime })),
    };
  }, IDLE_MARK);
  await browser.close();
  const before = await gzipSizes(scripts.filter((s) => s.start < idleAt).map((s) => s.url));
  const after = await gzipSizes(scripts.filter((s) => s.start >= idleAt).map((s) => s.url));
  console.log(
    `first-load JS of /: ${before.files} files, raw ${kib(before.raw)}, gzip ${kib(before.gzip)} ` +
      `(before the first idle period at ${Math.round(idleAt)} ms; budget 200 KiB gzip)`,
  );
  console.log(
    `  + after idle (remote widgets, preloads): ${after.files} files, gzip ${kib(after.gzip)}; ` +
      `all JS of / until network idle: ${before.files + after.files} files, gzip ${kib(before.gzip + after.gzip)}`,
  );
}

/**
 * Click on the header's 资讯 link at `from`, once the page has settled after its idle period; answers
 * the milliseconds until the news list region is in the page (the frame after it was inserted),
 * and until its first article link is.
 */
async function clickToNewsList(browser, from) {
  const context = await browser.newContext(); // its own HTTP cache: nothing of a previous run
  const page = await context.newPage();
  await page.goto(`${base}${from}`, { waitUntil: 'networkidle' });
  await settleAfterIdle(page, { requireMark: false });
  await page.evaluate(() => {
    const times = {};
    window.__navTimes = new Promise((resolve) => {
      let clickAt = null;
      document.addEventListener('click', () => (clickAt = performance.now()), { capture: true, once: true });
      const check = () => {
        if (clickAt === null) return false;
        const region = document.querySelector('section[aria-label="资讯列表"]');
        if (region && times.region === undefined) times.region = performance.now() - clickAt;
        if (region?.querySelector('a[href]') && times.items === undefined)
          times.items = performance.now() - clickAt;
        return times.items !== undefined;
      };
      new MutationObserver((_, observer) => {
        if (!check()) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve(times));
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.locator('header').getByRole('link', { name: '资讯', exact: true }).click();
  const times = await page.evaluate(() => window.__navTimes);
  await context.close();
  return times;
}

/** Navigating to a not-yet-loaded remote (budget 300 ms to content on localhost). */
async function remoteNavigation() {
  const browser = await launch();
  if (!browser) return console.log('navigation to a remote: skipped (no Chromium found)');
  const cases = [
    ['preloaded (/, preload in the first idle period)', '/'],
    [
      "cold (/?preload=off: the home's news widget has loaded content's remoteEntry, not ./routes)",
      '/?preload=off',
    ],
    ['cold, nothing of the remote loaded (/signin?preload=off)', '/signin?preload=off'],
  ];
  try {
    for (const [label, from] of cases) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await clickToNewsList(browser, from));
      const region = samples.map((t) => t.region);
      const items = samples.map((t) => t.items);
      console.log(
        `click 资讯 -> news list, ${label}: median ${Math.round(median(region))} ms ` +
          `(runs ${region.map(Math.round).join(', ')}); with the first articles ${Math.round(median(items))} ms ` +
          `(budget 300 ms to content)`,
      );
    }
  } finally {
    await browser.close();
  }
}

async function measure(label, options, budgetMs = 10) {
  await autocannon({ ...options, connections: 10, duration: 2 }); // warm-up
  const { latency, requests, non2xx, errors } = await autocannon({ ...options, connections: 10, duration });
  console.log(
    `${label}, 10 connections, ${duration}s: p50 ${latency.p50} ms, p99 ${latency.p99} ms, ` +
      `${Math.round(requests.average)} req/s, errors ${errors + non2xx} (budget p99 <= ${budgetMs} ms)`,
  );
}

/**
 * The HTML of an article page as the server writes it (issue 24): the detail answered for the
 * visitor, its head, its text and its first data in the shell. One article, then the first 50
 * news items rotating (the detail's read cache mostly missed).
 */
async function articleHtmlLatency() {
  const path = await firstInfoPath();
  const html = await (await fetch(`${base}${path}`)).text();
  if (!html.includes('portal-first-data')) throw new Error(`${path}: no first data in the HTML`);
  await measure(`article page HTML ${path}`, { url: `${base}${path}` }, 20);
  const body = await (await fetch(`${base}/wapi/info/getInfoList.do?pageNo=1&pageSize=50`)).json();
  const ids = body.list.map((item) => item.infoId);
  let n = 0;
  await measure(
    `article page HTML (${ids.length} news items, rotating)`,
    {
      url: base,
      requests: [
        {
          setupRequest: (req) => {
            n += 1;
            return { ...req, path: `/info/detail?id=${ids[n % ids.length]}` };
          },
        },
      ],
    },
    20,
  );
}

async function apiLatency() {
  await measure('info list read (one page)', {
    url: `${base}/wapi/info/getInfoList.do?pageNo=3&pageSize=20`,
  });
  // every page of every filter, more keys than the server's read cache holds: mostly misses
  const subspecialties = (await (await fetch(`${base}/wapi/mp/getSubSpecialty.do`)).json()).list.map(
    (s) => s.id,
  );
  const filters = ['', ...subspecialties.map((id) => `&subspecialtyId=${id}`)];
  let n = 0;
  await measure(`info list read (${filters.length} filters x 100 pages, rotating)`, {
    url: base,
    requests: [
      {
        setupRequest: (req) => {
          n += 1;
          const filter = filters[n % filters.length];
          return {
            ...req,
            path: `/wapi/info/getInfoList.do?pageNo=${(Math.floor(n / filters.length) % 100) + 1}&pageSize=20${filter}`,
          };
        },
      },
    ],
  });
}

/** The community feed as the home reads it: newest first page, and pages 1-50 of newest and hot rotating. */
async function communityFeedLatency() {
  await measure('community feed read (home, first page)', {
    url: `${base}/wapi/community/home/getHomeFeed?pageNo=1&pageSize=10`,
  });
  let n = 0;
  await measure('community feed read (newest and hot x 50 pages, rotating)', {
    url: base,
    requests: [
      {
        setupRequest: (req) => {
          n += 1;
          const order = n % 2 === 0 ? 'latest' : 'hot';
          return {
            ...req,
            path: `/wapi/community/home/getHomeFeed?pageNo=${(n % 50) + 1}&pageSize=10&order=${order}`,
          };
        },
      },
    ],
  });
}

/**
 * Similar questions as an asker types: a title per request from the seed's own titles, reworded
 * (the server looks each word up in the index and weighs what a title shares).
 */
async function similarQuestionsLatency() {
  const feed = await (await fetch(`${base}/wapi/community/home/getHomeFeed?pageNo=1&pageSize=50`)).json();
  const titles = feed.list.map((i) => `请问${i.questionTitle.slice(0, 30)}有什么经验`);
  let n = 0;
  await measure('similar questions while typing (a reworded title per request)', {
    url: base,
    requests: [
      {
        setupRequest: (req) => {
          n += 1;
          const title = encodeURIComponent(titles[n % titles.length]);
          return { ...req, path: `/wapi/community/qa/getSimilarQuestions?title=${title}&limit=5` };
        },
      },
    ],
  });
}

/** The first news item of the list: the article page every detail measurement opens. */
async function firstInfoPath() {
  const body = await (await fetch(`${base}/wapi/info/getInfoList.do?pageNo=1&pageSize=1`)).json();
  return `/info/detail?id=${body.list[0].infoId}`;
}

/**
 * The JS of a page, in a fresh context (nothing cached), counted like the first load of `/`: every
 * script requested before the page's first idle period after its main content (`ready`, a selector)
 * is in — what it needs to paint its content and respond. Preloading other remotes is off for this
 * count (`?preload=off`: they are not this page's, and start in the shell's own first idle period,
 * which comes before a remote page's content); what starts in the page's idle period or later (a
 * dialog that opens over the page once it is idle) is printed apart, and so is the total with the
 * preloads on. Parts below the fold load only when scrolled to, and the bench does not scroll.
 */
async function pageJs(browser, path, ready) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}preload=off`);
  await page.locator(ready).first().waitFor({ timeout: 30_000 });
  // the page's first idle period after its content is in; a part deferred to idle (WhenIdle in
  // shared-ui) marks when it started, and that idle period may come first
  const idleAt = await page.evaluate(
    (mark) =>
      new Promise((resolve) =>
        requestIdleCallback(
          () =>
            resolve(
              Math.min(performance.now(), ...performance.getEntriesByName(mark).map((e) => e.startTime)),
            ),
          { timeout: 2000 },
        ),
      ),
    IDLE_PART_MARK,
  );
  await page.waitForLoadState('networkidle');
  await settleAfterIdle(page, { requireMark: false });
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\.js(\?|$)/.test(e.name) || e.initiatorType === 'script')
      .map((e) => ({ url: e.name, start: e.startTime })),
  );
  await context.close();
  const first = await gzipSizes(scripts.filter((s) => s.start < idleAt).map((s) => s.url));
  const later = await gzipSizes(scripts.filter((s) => s.start >= idleAt).map((s) => s.url));
  return { first, later, idleAt, withPreloads: await allPageJs(browser, path) };
}

/** Every script `path` loads until the network is quiet, preloads of other remotes included. */
async function allPageJs(browser, path) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await settleAfterIdle(page, { requireMark: false });
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\.js(\?|$)/.test(e.name) || e.initiatorType === 'script')
      .map((e) => e.name),
  );
  await context.close();
  return gzipSizes(urls);
}

/** Prints a remote page's first-load JS and what loads later (see pageJs). */
async function printPageJs(browser, path, ready) {
  const { first, later, idleAt, withPreloads } = await pageJs(browser, path, ready);
  console.log(
    `first-load JS of ${path}: ${first.files} files, raw ${kib(first.raw)}, gzip ${kib(first.gzip)} ` +
      `(before its first idle period with the content in, at ${Math.round(idleAt)} ms; budget 200 KiB gzip)`,
  );
  console.log(
    `  + from that idle period on (parts that wait for idle): ${later.files} files, ` +
      `gzip ${kib(later.gzip)}; all JS until network idle: ${first.files + later.files} files, gzip ${kib(first.gzip + later.gzip)}; ` +
      `with the preloads of the other remotes: ${withPreloads.files} files, gzip ${kib(withPreloads.gzip)}`,
  );
}

/**
 * A page's Lighthouse performance score (desktop preset, or the mobile default with `--mobile`; budget 95)
 * as the median of 3 runs, its LCP / TBT / CLS, and the JS the page loads (budget 200 KiB gzip).
 */
async function pagePerformance(path, ready, { js = true } = {}) {
  const executablePath = chromiumPath();
  if (!executablePath) return console.log(`${path}: skipped (no Chromium found)`);
  const debugPort = Number(process.env.BENCH_DEBUG_PORT ?? 9333);
  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
  });
  try {
    if (js) await printPageJs(browser, path, ready);
    const results = [];
    for (let i = 0; i < 3; i += 1) {
      const { lhr } = await lighthouse(
        `${base}${path}`,
        {
          port: debugPort,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        },
        mobile ? undefined : desktopConfig,
      );
      if (process.env.BENCH_AUDIT_DETAILS)
        for (const id of process.env.BENCH_AUDIT_DETAILS.split(','))
          console.log(id, JSON.stringify(lhr.audits[id]?.details?.items ?? []).slice(0, 2000));
      const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const category = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      results.push({
        score: category('performance'),
        accessibility: category('accessibility'),
        bestPractices: category('best-practices'),
        seo: category('seo'),
        failing: ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
          (lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id),
        ),
        lcp: audit('largest-contentful-paint'),
        fcp: audit('first-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    const pick = (key) => median(results.map((r) => r[key]));
    console.log(
      `Lighthouse performance of ${path} (${mobile ? 'mobile, throttled' : 'desktop'}, median of 3): ${pick('score')} ` +
        `(runs ${results.map((r) => r.score).join(', ')}); FCP ${Math.round(pick('fcp'))} ms, LCP ${Math.round(pick('lcp'))} ms, ` +
        `TBT ${Math.round(pick('tbt'))} ms, CLS ${pick('cls').toFixed(3)} (budget 95)`,
    );
    const failing = [...new Set(results.flatMap((r) => r.failing))];
    console.log(
      `Lighthouse of ${path}: accessibility ${pick('accessibility')}, best practices ${pick('bestPractices')}, ` +
        `SEO ${pick('seo')} (budget 95 each)${failing.length ? `; failing audits: ${failing.join(', ')}` : ''}`,
    );
  } finally {
    await browser.close();
  }
}

/** The article page a doctor lands on from a shared link. */
const articlePage = async () => pagePerformance(await firstInfoPath(), 'article h1');
/** the home page's Lighthouse scores (its first-load JS is counted above, before its first idle period) */
const homePage = () => pagePerformance('/', null, { js: false });

/** The results page the header's search box opens (a common subspecialty word, tab All). */
const searchPage = () =>
  pagePerformance(`/search?keywords=${encodeURIComponent('胶质瘤')}`, 'ul[aria-label="搜索结果"] > li');

/**
 * A meeting page with video: the first of today's (live first) or past meetings a visitor may
 * watch, so the page loads its player (on its own chunk, after the first load).
 */
async function meetingPage() {
  const json = async (url) => (await fetch(`${base}${url}`)).json();
  const candidates = [
    ...(await json('/wapi/meeting/getTodayMeetings')).list,
    ...(await json('/wapi/meeting/getHistoryMeetings?pageSize=20')).list,
  ].filter((m) => m.publishStatus === '1');
  for (const m of candidates) {
    const venues = (await json(`/wapi/meeting/getAllLiveMeetingDetail?meetingId=${m.id}`)).list;
    if (venues.some((v) => v.canWatch)) return pagePerformance(`/meeting/detail?id=${m.id}`, 'main h1');
  }
  console.log('/meeting/detail: skipped (no meeting a visitor may watch in the seed)');
}

/** The meeting home: lists first, the calendar's month grid after the first idle period. */
const meetingHomePage = () => pagePerformance('/meeting/home', 'section[aria-label="近期会议"] li a');

/** The community home: its feed first, the side column beside it. */
const communityHomePage = () => pagePerformance('/topic-circle/', 'div[role="feed"] article');

/** A running activity's page: its header, then its feed. */
async function communityActivityPage() {
  const running = await (
    await fetch(`${base}/wapi/community/activity/getActivityList?phase=ongoing&pageSize=1`)
  ).json();
  if (!running.list[0]) return console.log('/topic-circle/activitydetail: skipped (no running activity)');
  return pagePerformance(`/topic-circle/activitydetail?id=${running.list[0].id}`, 'div[role="feed"] article');
}

/** A doctor's profile as a visitor opens it from an author's name: the header, then the dynamics tab. */
async function userCenterPage() {
  const articles = await (await fetch(`${base}/wapi/mp/articleList.do?pageNo=1&pageSize=1`)).json();
  const author = articles.list[0]?.creator?.id;
  if (!author) return console.log('/user-center: skipped (no article author in the seed)');
  return pagePerformance(`/user-center?profileUserId=${author}`, 'main h1');
}

/** A brand's page (the most viewed brand of the first device category): its introduction and lines. */
async function brandPage() {
  const home = await (await fetch(`${base}/wapi/bms/brand/getCategoryHome.do?categoryId=1`)).json();
  const brand = home.result?.brands?.[0];
  if (!brand) return console.log('/bms brand page: skipped (no brand in the seed)');
  return pagePerformance(`/bms/classify/1/brand-details/${brand.id}`, 'section[aria-label="产品线"] li a');
}

/** A product's page (the category's hottest product): pictures, specifications, introduction. */
async function productPage() {
  const home = await (await fetch(`${base}/wapi/bms/brand/getCategoryHome.do?categoryId=1`)).json();
  const product = home.result?.hotProducts?.[0];
  if (!product) return console.log('/bms product page: skipped (no product in the seed)');
  return pagePerformance(`/bms/classify/1/product-details/${product.id}`, 'main table');
}

/** A book's page in the mall: cover, prices, credits, introduction, 立即购买. */
async function bookPage() {
  const book = await (await fetch(`${base}/wapi/mall/book?bookId=1`)).json();
  if (!book.result) return console.log('/mall book page: skipped (no book in the seed)');
  return pagePerformance(`/mall/product/${book.result.id}`, 'main h1');
}

/** The case list `/case` (spec 2), the page a published case is listed on first. */
async function caseList() {
  return pagePerformance('/case', 'main h1');
}

/** A case page `/case/detail-ugc?id=` (the newest published case of the seed). */
async function casePage() {
  const list = await (await fetch(`${base}/wapi/mp/articleList.do?type=case&pageNo=1&pageSize=1`)).json();
  const item = list.list?.[0];
  if (!item) return console.log('/case/detail-ugc: skipped (no case in the seed)');
  return pagePerformance(`/case/detail-ugc?id=${item.id}`, 'main h1');
}

/** A weekly's issue (the first of the seed): its sections of linked items. */
async function weeklyPage() {
  return pagePerformance('/info/weekly?weeklyId=1', 'main article h1');
}

/** A panoramic surgery case (the first of the seed's list): its surgeons and its steps. */
async function elabCasePage() {
  const list = await (await fetch(`${base}/wapi/elab/getCaseList.do?pageNo=1&pageSize=1`)).json();
  const item = list.list?.[0];
  if (!item) return console.log('/link/detail: skipped (no case in the seed)');
  return pagePerformance(`/link/detail?id=${item.id}`, 'main article h1');
}

/** A department's page: its header, members and dynamics (the first department of the seed). */
async function departmentPage() {
  return pagePerformance('/department/detail?departmentId=1', 'main h1');
}

/** The short-video player as a page of its own (`/app/shortplayer/index.html?id=`), a seeded video. */
async function shortVideoPage() {
  return pagePerformance('/app/shortplayer/index.html?id=1', '[data-testid="short-video-view"] h1');
}

/**
 * What opening a short video in place loads: on the search results (tab 短视频), settled after the
 * first idle period, a click on the first card; the scripts fetched from the click until the player
 * shows its title, and the milliseconds from the click to the title and to the video's first frame
 * (median of --runs).
 */
async function shortVideoInPlace() {
  const browser = await launch();
  if (!browser) return console.log('short video in place: skipped (no Chromium found)');
  const samples = [];
  let scripts = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/search?keywords=${encodeURIComponent('动脉瘤')}&type=10`, {
        waitUntil: 'networkidle',
      });
      await settleAfterIdle(page, { requireMark: false });
      const card = page.locator('ul[aria-label="搜索结果"] > li button').first();
      await card.waitFor();
      const before = await page.evaluate(() => performance.getEntriesByType('resource').length);
      await page.evaluate(() => {
        window.__svTimes = new Promise((resolve) => {
          let clickAt = null;
          const times = {};
          document.addEventListener('click', () => (clickAt = performance.now()), {
            capture: true,
            once: true,
          });
          const check = () => {
            if (clickAt === null) return;
            const title = document.querySelector('[data-testid="short-video-overlay"] h1');
            if (title && times.title === undefined) times.title = performance.now() - clickAt;
            const video = document.querySelector('[data-testid="short-video-overlay"] video');
            if (video && !video.__watched) {
              video.__watched = true;
              const frame = () => {
                times.frame = performance.now() - clickAt;
                resolve(times);
              };
              if (video.readyState >= 2) frame();
              else video.addEventListener('loadeddata', frame, { once: true });
            }
          };
          new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
        });
      });
      await card.click();
      samples.push(await page.evaluate(() => window.__svTimes));
      if (i === 0) {
        scripts = await page.evaluate(
          (from) =>
            performance
              .getEntriesByType('resource')
              .slice(from)
              .filter((e) => /\.js(\?|$)/.test(e.name) || e.initiatorType === 'script')
              .map((e) => e.name),
          before,
        );
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const loaded = await gzipSizes(scripts);
  console.log(
    `short video in place (from the search results): loads ${loaded.files} scripts, gzip ${kib(loaded.gzip)}; ` +
      `click to title ${Math.round(median(samples.map((s) => s.title)))} ms, ` +
      `click to first frame ${Math.round(median(samples.map((s) => s.frame)))} ms (median of ${runs})`,
  );
}

/** a competition's page (issue 22): the first seeded one, open for entries */
async function competitionPage() {
  return pagePerformance('/competition/detail?competitionId=1', 'main h1');
}

/** /mooc: the cloud classroom's course list (issue 22). */
async function moocPage() {
  return pagePerformance('/mooc', 'section[aria-label="云课堂"] li a');
}

/** A course's page (the hottest free course): head, lecture list, introduction (the player loads on play). */
async function coursePage() {
  const list = await (await fetch(`${base}/wapi/ocs/course/list?price=free&pageSize=1`)).json();
  const course = list.list?.[0];
  if (!course) return console.log('/cloudclassroomCourse: skipped (no course in the seed)');
  return pagePerformance(`/cloudclassroomCourse?courseId=${course.id}`, 'main h1');
}

/** bench/barrage.mjs in a child process: live barrage fan-out on its own servers. */
/** bench/ledger.mjs in a child process: orders and gifts a second on each database, then the reconciliation. */
function ledgerBench() {
  return childBench('ledger');
}

function barrageBench() {
  return childBench('barrage');
}

function childBench(name) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'bench', `${name}.mjs`), ...args.filter((a) => a !== '--only' && a !== name)],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} bench exited with ${code}`)),
    );
  });
}

/** bench/search.mjs in a child process: it seeds and indexes its own database at `--scale`. */
function searchBench() {
  const scale = args.includes('--scale') ? args[args.indexOf('--scale') + 1] : '35';
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bench', 'search.mjs'), '--scale', scale], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`search bench exited with ${code}`)),
    );
  });
}

if (only === 'search') {
  await searchBench();
  process.exit(0);
}
if (only === 'barrage') {
  await barrageBench();
  process.exit(0);
}
if (only === 'ledger') {
  await ledgerBench();
  process.exit(0);
}

const { server, dataDir } = await startServer();
try {
  if (!only || only === 'bundle') await firstLoadJs();
  if (!only || only === 'nav') await remoteNavigation();
  if (!only || only === 'api') await apiLatency();
  if (!only || only === 'article-html') await articleHtmlLatency();
  if (!only || only === 'home') await homePage();
  if (!only || only === 'detail') await articlePage();
  if (!only || only === 'search-page') await searchPage();
  if (!only || only === 'meeting-home') await meetingHomePage();
  if (!only || only === 'meeting-page') await meetingPage();
  if (!only || only === 'community-home') await communityHomePage();
  if (!only || only === 'community-activity') await communityActivityPage();
  if (!only || only === 'user-center') await userCenterPage();
  if (!only || only === 'brand-page') await brandPage();
  if (!only || only === 'product-page') await productPage();
  if (!only || only === 'book-page') await bookPage();
  if (!only || only === 'case-list') await caseList();
  if (!only || only === 'case-page') await casePage();
  if (!only || only === 'weekly-page') await weeklyPage();
  if (!only || only === 'elab-case-page') await elabCasePage();
  if (!only || only === 'department-page') await departmentPage();
  if (!only || only === 'short-video-page') await shortVideoPage();
  if (!only || only === 'short-video-in-place') await shortVideoInPlace();
  if (!only || only === 'competition-page') await competitionPage();
  if (!only || only === 'mooc-page') await moocPage();
  if (!only || only === 'course-page') await coursePage();
  if (!only || only === 'community-feed') await communityFeedLatency();
  if (!only || only === 'similar-questions') await similarQuestionsLatency();
} finally {
  server.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
if (!only) await searchBench();
if (!only) await barrageBench();
if (!only) await ledgerBench();
