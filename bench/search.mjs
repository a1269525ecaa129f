// Search benchmark: latency of the main search call at ~100k documents and the relevance score.
//   node search.mjs [--scale 35] [--requests 600]
// --scale multiplies the seed (35 ≈ 100k searchable documents). Runs the server's TypeScript
// in-process through tsx (no build needed): seeds a temporary SQLite database, rebuilds the index
// (timed), measures p50/p95 of GET /query/v5/query.jspx via app.inject, prints the relevance score.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'server');
const args = process.argv.slice(2);

const child = spawn(
  path.join(server, 'node_modules', '.bin', 'tsx'),
  ['src/search/bench/search-bench.ts', ...args],
  { cwd: server, stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 1));
