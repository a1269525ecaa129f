import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { copyRemotesFile, FIRST_PORT, root, serverEnv, templateDir } from './portal-server';

/**
 * Browser tests against the production build served by the real server on a fresh temporary
 * database, plus the content remote running standalone. Chromium comes from
 * PLAYWRIGHT_CHROMIUM_PATH (scripts/ensure-chromium.sh finds or installs one); without it,
 * Playwright's own download is used as usual.
 */
const PORT = FIRST_PORT;
const STANDALONE_PORT = Number(process.env.E2E_STANDALONE_PORT ?? 3111);
/**
 * The first server's data directory and remotes manifest: set once in the runner. That server
 * seeds the database every worker's server copies (global-setup.ts, portal-server.ts) and is the
 * API behind the content remote running standalone.
 */
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `portal-e2e-${process.pid}-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;
process.env.E2E_REMOTES_FILE ??= path.join(
  os.tmpdir(),
  `portal-e2e-remotes-${process.pid}-${Date.now()}.json`,
);
const remotesFile = process.env.E2E_REMOTES_FILE;
if (!fs.existsSync(remotesFile)) copyRemotesFile(remotesFile);
process.env.E2E_TEMPLATE_DIR ??= templateDir(dataDir);
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || undefined;

export default defineConfig({
  testDir: './tests',
  // Each worker runs its own server on its own copy of the seeded database (tests/fixtures.ts), so
  // workers share nothing but the machine. One by default: on the 2-core machine a second worker
  // gained 0.4 of 5.6 minutes, and the test command runs jest beside the browser tests
  // (E2E_WORKERS on a bigger machine).
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // One retry everywhere (CI runs scripts/test.sh without setting CI): a context teardown once hung
  // for a minute inside Chromium after every step of its test had passed; the list reporter still
  // prints a retried test as flaky, so a real regression fails twice and stays red.
  retries: 1,
  // Hang guards, not expectations: no test may depend on the machine's speed, so the tests wait for
  // states (never for durations) and carry no timeouts of their own; these only end a test that
  // would otherwise wait forever, and are generous enough for a machine whose cores are all busy.
  timeout: 240_000,
  expect: { timeout: 45_000 },
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    // A trace only on the retry of a failed test: recording one for every test (screencast frames,
    // snapshots) doubled the browser tests' CPU (455 s with it, 227 s without), and a real regression fails
    // twice, so its retry leaves the trace to read.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node server/dist/main.mjs',
      cwd: root,
      url: `http://localhost:${PORT}/remotes.json`,
      // creating and seeding the database, on a busy machine
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(PORT, dataDir, remotesFile),
    },
    {
      command: 'pnpm --filter @portal/content start',
      cwd: root,
      url: `http://localhost:${STANDALONE_PORT}/`,
      // a development compile of the remote, on a busy machine
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORTAL_DEV_PORT: String(STANDALONE_PORT),
        PORTAL_API_URL: `http://localhost:${PORT}`,
        PORTAL_SHELL_MANIFEST: `http://localhost:${PORT}/shell/mf-manifest.json`,
      },
    },
  ],
});

export const STANDALONE_URL = `http://localhost:${STANDALONE_PORT}`;
