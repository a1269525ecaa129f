import { test as base } from '@playwright/test';
import { startWorkerServer, type WorkerServer } from '../portal-server';

export { expect } from '@playwright/test';

/**
 * The portal's `test`.
 * - Each worker has a server of its own (`portal`), on a fresh copy of the seeded database; pages
 *   and `request` go to it (`baseURL`), and `E2E_DATA_DIR` / `E2E_REMOTES_FILE` name its database
 *   folder and remotes manifest for the tests that open or rewrite them.
 * - By default the daily recommendation dialog (spec 4: once a day, on the first article) counts
 *   as already shown today, so journeys about other things are not covered by it. The journey
 *   about the dialog sets `showDailyRecommendation: true`.
 */
export const test = base.extend<{ showDailyRecommendation: boolean }, { portal: WorkerServer }>({
  portal: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const template = process.env.E2E_TEMPLATE_DIR;
      if (!template) throw new Error('E2E_TEMPLATE_DIR is set by playwright.config.ts');
      const server = await startWorkerServer(workerInfo.parallelIndex, template);
      process.env.E2E_DATA_DIR = server.dataDir;
      process.env.E2E_REMOTES_FILE = server.remotesFile;
      await use(server);
      await server.stop();
    },
    // starting a server on a copy takes seconds; the guard is for a machine whose cores are busy
    { scope: 'worker', auto: true, timeout: 300_000 },
  ],
  baseURL: async ({ portal }, use) => {
    await use(portal.baseURL);
  },
  showDailyRecommendation: [false, { option: true }],
  page: async ({ page, showDailyRecommendation }, use) => {
    if (!showDailyRecommendation) {
      await page.addInitScript(() => {
        const KEY = 'portal:dailyRecommendationDate';
        if (window.localStorage.getItem(KEY) !== null) return;
        const now = new Date();
        const pad = (n: number) => String(n).padStart(2, '0');
        window.localStorage.setItem(
          KEY,
          `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`,
        );
      });
    }
    await use(page);
  },
});
