// Bundles the server into dist/main.mjs: our TypeScript (and the @portal/api contract source)
// compiled by esbuild, every npm dependency left external and loaded from node_modules.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

await build({
  // entries and outdir are relative to this folder, whichever folder the build runs from
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: {
    main: 'src/bin/main.ts',
    seed: 'src/bin/seed.ts',
    payments: 'src/bin/payments.ts',
    messages: 'src/bin/messages.ts',
    backup: 'src/bin/backup.ts',
    restore: 'src/bin/restore.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  // CommonJS globals for bundled code (our config resolves paths from __dirname)
  banner: {
    js: [
      "import { createRequire as __portalRequire } from 'node:module';",
      "import { fileURLToPath as __portalFileUrl } from 'node:url';",
      "import { dirname as __portalDirname } from 'node:path';",
      'const require = __portalRequire(import.meta.url);',
      'const __filename = __portalFileUrl(import.meta.url);',
      'const __dirname = __portalDirname(__filename);',
    ].join('\n'),
  },
  logLevel: 'warning',
});
console.log(
  'server built: dist/main.mjs, dist/seed.mjs, dist/payments.mjs, dist/messages.mjs, dist/backup.mjs, dist/restore.mjs',
);
