import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * The portal's `test`: by default the daily recommendation dialog (spec 4: once a day, on the
 * first article) counts as already shown today, so journeys about other things are not covered by
 * it. The journey about the dialog sets `showDailyRecommendation: true`.
 */
export const test = base.extend<{ showDailyRecommendation: boolean }>({
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
