import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the production build served by the real server on a fresh temporary
 * database, plus the content remote running standalone. Chromium comes from
 * PLAYWRIGHT_CHROMIUM_PATH (scripts/ensure-chromium.sh finds or installs one); without it,
 * Playwright's own download is used as usual.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const STANDALONE_PORT = Number(process.env.E2E_STANDALONE_PORT ?? 3111);
/**
 * The server's data directory: set once in the runner and inherited by the workers, so a test can
 * open the embedded database (e.g. to plant content the write paths would refuse).
 */
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `portal-e2e-${process.pid}-${Date.now()}`);
export const DATA_DIR = process.env.E2E_DATA_DIR;
const dataDir = DATA_DIR;
const root = path.resolve(__dirname, '..');
const executablePath = process.env.PLAYWRIGHT_CHROMIUM_PATH || undefined;

/**
 * The runtime remotes manifest the server reads (PORTAL_REMOTES_FILE): a temporary copy of
 * server/config/remotes.json, so a test can move a remote to another URL (redeploy.spec.ts) without
 * touching the repository's file. Set once in the runner; the workers inherit it with the environment.
 */
process.env.E2E_REMOTES_FILE ??= path.join(
  os.tmpdir(),
  `portal-e2e-remotes-${process.pid}-${Date.now()}.json`,
);
export const REMOTES_FILE = process.env.E2E_REMOTES_FILE;
if (!fs.existsSync(REMOTES_FILE)) {
  fs.copyFileSync(path.join(root, 'server', 'config', 'remotes.json'), REMOTES_FILE);
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
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
    baseURL: `http://localhost:${PORT}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
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
      env: {
        PORT: String(PORT),
        PORTAL_DATA_DIR: dataDir,
        PORTAL_REMOTES_FILE: REMOTES_FILE,
        NODE_ENV: 'production',
        PORTAL_DEMO: '1',
        LOG_LEVEL: 'warn',
        // the suite signs the same demo accounts in many times from one address
        PORTAL_SMS_RESEND_SECONDS: '1',
        PORTAL_SMS_PER_MOBILE_PER_DAY: '1000',
        PORTAL_SMS_PER_IP_PER_HOUR: '10000',
        PORTAL_SIGN_IN_TRIES: '10000',
        // every test searches from the one address
        PORTAL_SEARCHES_PER_MINUTE: '100000',
      },
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
