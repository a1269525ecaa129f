/**
 * The search benchmark's in-process driver (run by `bench/search.mjs`):
 *
 *   tsx src/bin/search-bench.ts [--scale 35] [--requests 600]
 *
 * Seeds a temporary SQLite database at --scale, rebuilds the index (timed), then times the main
 * search call through `app.inject` for a rotating list of realistic queries, tabs and sorts, and
 * scores the relevance set. Prints numbers; never fails on them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { buildApp } from '../app';
import { createIndexer } from '../areas/index';
import { migrationProvider } from '../areas/migrations';
import { readRelevanceSet, STARTING_HOT_SEARCHES, scoreRelevance } from '../areas/search/index';
import { seedDatabase } from '../areas/seed';
import { migrateToLatest, openDatabase } from '../db/database';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

const QUERIES = [
  ...STARTING_HOT_SEARCHES.map(([keyword]) => keyword),
  '胶质母细胞瘤 替莫唑胺',
  '颅内动脉瘤 介入栓塞',
  'GBM',
  'SAH 血管痉挛',
  '显微血管减压术',
  '脑深部电刺激',
  '垂体腺瘤 经鼻蝶',
  '脑膜瘤 手术',
  '张',
  '指南',
  '神经导航',
  '术后感染',
];
const VARIANTS: Record<string, string>[] = [
  {},
  { type: '1' },
  { order: '1' },
  { order: '2' },
  { type: '12' },
  { orderRule: '2' },
  { pageno: '2' },
  { type: '0001' },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const scale = arg('scale', 35);
  const requests = arg('requests', 600);
  // --keep FILE: seed into FILE once and reuse it on later runs (for profiling)
  const keepAt = process.argv.indexOf('--keep');
  const kept = keepAt >= 0 ? process.argv[keepAt + 1] : undefined;
  const dir = kept ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'portal-search-bench-'));
  const file = kept ?? path.join(dir ?? '', 'bench.db');
  const reuse = kept !== undefined && fs.existsSync(kept);
  const database = openDatabase({ kind: 'sqlite', file });
  try {
    await migrateToLatest(database, migrationProvider);
    let started = performance.now();
    if (!reuse) {
      await seedDatabase(database.db, { scale });
      const seedMs = performance.now() - started;
      const built = await createIndexer(database.db).rebuildAll();
      console.log(
        `search bench: scale ${scale}: ${built.documents} documents; seed ${(seedMs / 1000).toFixed(1)} s (index included); index rebuild ${(built.ms / 1000).toFixed(1)} s`,
      );
    } else {
      console.log(`search bench: reusing ${kept}`);
    }

    // one client sends every call: the per-client search limit would only measure the limiter
    const app = await buildApp({ database, demo: false, searchesPerMinute: Number.MAX_SAFE_INTEGER });
    const run = (query: Record<string, string>) =>
      app.inject({ method: 'GET', url: searchEndpoints.query.path, query: { ...query } });
    // warm-up: compiles the schemas and the statements
    for (const keywords of QUERIES.slice(0, 5)) await run({ keywords });

    const times: number[] = [];
    const perCall: [string, number][] = [];
    for (let i = 0; i < requests; i += 1) {
      const keywords = QUERIES[i % QUERIES.length] ?? '';
      const variant = VARIANTS[Math.floor(i / QUERIES.length) % VARIANTS.length] ?? {};
      started = performance.now();
      const res = await run({ keywords, ...variant });
      const ms = performance.now() - started;
      times.push(ms);
      const label = `${keywords} ${JSON.stringify(variant)}`;
      perCall.push([label, ms]);
      if (res.statusCode !== 200) throw new Error(`${keywords}: HTTP ${res.statusCode} ${res.body}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `search latency (${requests} sequential calls, ${QUERIES.length} queries × ${VARIANTS.length} tab/sort variants): p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${(times.at(-1) ?? 0).toFixed(1)} ms (budget p95 ≤ 50 ms)`,
    );

    const slowest = [...perCall].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(`slowest calls: ${slowest.map(([label, ms]) => `${label} ${ms.toFixed(0)} ms`).join('; ')}`);

    const set = readRelevanceSet();
    const score = await scoreRelevance(set, async (query, type) =>
      (await run({ keywords: query, type })).json(),
    );
    console.log(
      `relevance: ${score.satisfied}/${score.total} queries with every expected document in the top 5`,
    );
    for (const failure of score.failures) console.log(`  miss: ${failure}`);
    await app.close();
  } finally {
    await database.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
