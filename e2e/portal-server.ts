import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The built server as the browser tests run it. Each Playwright worker gets a server of its own on
 * a copy of one seeded database (`startWorkerServer`), so workers run side by side without seeing
 * each other's follows, answers and orders; the copy is the database the suite's first server
 * seeded at start (`e2e/global-setup.ts` takes it once that server answers).
 */
export const root = path.resolve(__dirname, '..');

/** the port of the suite's first server (the one Playwright's webServer starts and seeds) */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * The environment every test server runs with. The suite signs the same demo accounts in many
 * times from one address and every test searches from it: the per-address limits are raised.
 */
export function serverEnv(port: number, dataDir: string, remotesFile: string): Record<string, string> {
  return {
    PORT: String(port),
    PORTAL_DATA_DIR: dataDir,
    PORTAL_REMOTES_FILE: remotesFile,
    NODE_ENV: 'production',
    PORTAL_DEMO: '1',
    LOG_LEVEL: 'warn',
    PORTAL_SMS_RESEND_SECONDS: '1',
    PORTAL_SMS_PER_MOBILE_PER_DAY: '1000',
    PORTAL_SMS_PER_IP_PER_HOUR: '10000',
    PORTAL_SIGN_IN_TRIES: '10000',
    PORTAL_SEARCHES_PER_MINUTE: '100000',
    PORTAL_TYPING_AIDS_PER_MINUTE: '100000',
  };
}

/** where global setup leaves the seeded database the workers copy */
export const templateDir = (firstDataDir: string) => `${firstDataDir}-template`;

/** a fresh copy of the repository's remotes manifest, which a test may rewrite (redeploy.spec.ts) */
export function copyRemotesFile(to: string): void {
  fs.copyFileSync(path.join(root, 'server', 'config', 'remotes.json'), to);
}

export interface WorkerServer {
  baseURL: string;
  dataDir: string;
  remotesFile: string;
  stop(): Promise<void>;
}

/**
 * Starts the built server of worker `index` on port FIRST_PORT + 1 + index, on a fresh copy of the
 * seeded template, and resolves once it answers. A restarted worker (after a failed test) starts
 * again from the template, so a retry never sees what the failed attempt wrote.
 */
export async function startWorkerServer(index: number, template: string): Promise<WorkerServer> {
  const port = FIRST_PORT + 1 + index;
  const base = path.join(os.tmpdir(), `portal-e2e-w${index}-${process.pid}`);
  const dataDir = `${base}-data`;
  const remotesFile = `${base}-remotes.json`;
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.cpSync(template, dataDir, { recursive: true });
  copyRemotesFile(remotesFile);
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.mjs')], {
    cwd: root,
    env: { ...process.env, ...serverEnv(port, dataDir, remotesFile) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = `http://localhost:${port}`;
  await untilAnswers(child, baseURL);
  return {
    baseURL,
    dataDir,
    remotesFile,
    async stop() {
      await stopProcess(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(remotesFile, { force: true });
    },
  };
}

/** Resolves once the server `child` answers at `baseURL`; the caller's timeout is the guard. */
export async function untilAnswers(child: ChildProcess, baseURL: string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server on ${baseURL} exited before it answered`);
    try {
      if ((await fetch(`${baseURL}/remotes.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
