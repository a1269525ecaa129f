import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { root, serverEnv, stopProcess, untilAnswers } from '../portal-server';
import { expect, test } from './fixtures';
import { signIn, VERIFIED_DOCTOR } from './support';

/**
 * Live barrage across servers: two more instances of the built server on the suite's database,
 * both with REDIS_URL, and two browsers each on its own instance. What one sends reaches the other
 * through Redis pub/sub, and the viewer count is the sum over the instances.
 */

const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    // only a host that drops the packets gets here: a local Redis answers or refuses at once
    socket.setTimeout(10_000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Instance {
  base: string;
  process: ChildProcess;
}

/** every server started here, stopped after the tests even when one never answered */
const spawned: ChildProcess[] = [];

/** the built server on the suite's (already seeded) database, fanning out through Redis */
async function startInstance(prefix: string): Promise<Instance> {
  const port = await freePort();
  const dataDir = process.env.E2E_DATA_DIR;
  const remotesFile = process.env.E2E_REMOTES_FILE;
  if (!dataDir || !remotesFile) throw new Error('set by the worker fixture (tests/fixtures.ts)');
  const child = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      ...serverEnv(port, dataDir, remotesFile),
      PORTAL_SEED: '0',
      REDIS_URL,
      PORTAL_REDIS_PREFIX: prefix,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  spawned.push(child);
  const base = `http://localhost:${port}`;
  await untilAnswers(child, base);
  return { base, process: child };
}

let a: Instance | undefined;
let b: Instance | undefined;

test.beforeAll(async () => {
  test.skip(!(await reachable(REDIS_URL)), `Redis does not answer at ${REDIS_URL}`);
  // keys of their own, so nothing else on this Redis (a bench, another run) talks to them
  const prefix = `e2e-${process.pid}-${Date.now()}:`;
  [a, b] = await Promise.all([startInstance(prefix), startInstance(prefix)]);
});

test.afterAll(async () => {
  await Promise.all(spawned.map(stopProcess));
});

/** presses play on the poster and waits until the live video advances */
async function play(page: Page) {
  await page.getByRole('button', { name: /^播放：/ }).click();
  const video = page.locator('.art-video-player video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0.5);
}

test('viewers on two server instances see each other’s barrage through Redis, and the summed viewer count', async ({
  browser,
}) => {
  const first = a!;
  const second = b!;
  // a free live venue, as the first instance sees it
  const today = (await (await fetch(`${first.base}/wapi/meeting/getTodayMeetings`)).json()).list as {
    id: number;
    publishStatus: string;
  }[];
  let url = '';
  for (const m of today) {
    if (m.publishStatus !== '1') continue;
    const venues = (
      await (await fetch(`${first.base}/wapi/meeting/getAllLiveMeetingDetail?meetingId=${m.id}`)).json()
    ).list as { fieldId: number; state: string; canWatch: boolean }[];
    const live = venues.find((v) => v.state === 'LI' && v.canWatch);
    if (live) {
      url = `/meeting/detail?id=${m.id}&fieldsId=${live.fieldId}`;
      break;
    }
  }
  expect(url).not.toBe('');

  const doctorContext = await browser.newContext({ baseURL: first.base, locale: 'zh-CN' });
  const visitorContext = await browser.newContext({ baseURL: second.base, locale: 'zh-CN' });
  try {
    const doctor = await doctorContext.newPage();
    await signIn(doctor, VERIFIED_DOCTOR.mobile);
    await doctor.goto(url);
    const visitor = await visitorContext.newPage();
    await visitor.goto(url);
    await play(doctor);
    await play(visitor);
    // one viewer on each instance: both pages count two
    await expect(visitor.getByText('2 人在看')).toBeVisible();
    await expect(doctor.getByText('2 人在看')).toBeVisible();

    const text = `跨实例弹幕${Date.now() % 100_000}`;
    await doctor.locator('.art-video-player').hover();
    await doctor.locator('.apd-input').fill(text);
    await doctor.locator('.apd-send').click();
    await expect(doctor.locator('.art-danmuku')).toContainText(text);
    await expect(visitor.locator('.art-danmuku')).toContainText(text);

    // the visitor leaves: the count on the first instance falls back to one
    await visitor.close();
    await expect(doctor.getByText('1 人在看')).toBeVisible();
  } finally {
    await doctorContext.close();
    await visitorContext.close();
  }
});
