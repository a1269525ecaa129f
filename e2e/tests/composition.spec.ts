import { STANDALONE_URL } from '../playwright.config';
import { expect, test } from './fixtures';

test('a remote whose files are unreachable shows its fallback while header and footer keep working', async ({
  page,
}) => {
  await page.route('**/remotes/content/**', (route) => route.abort('connectionrefused'));
  await page.goto('/info');
  await expect(page.getByText('该模块暂时无法加载')).toBeVisible();
  await expect(page.locator('header').getByRole('link', { name: '脑医汇' })).toBeVisible();
  await expect(page.locator('footer')).toContainText('京ICP备');

  // the network comes back: retry loads the remote without a page reload
  await page.unroute('**/remotes/content/**');
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByRole('region', { name: '资讯列表' })).toBeVisible();

  // and the shell's own pages still route
  await page.locator('header').getByRole('link', { name: '脑医汇' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the page loads exactly one copy of React, shared by the shell and the remote', async ({ page }) => {
  // Every copy of react-dom announces itself to the DevTools hook; count the announcements.
  await page.addInitScript(() => {
    const renderers: { version?: string }[] = [];
    Object.assign(window, {
      __portalRenderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers: new Map(),
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: { version?: string }) {
          renderers.push(renderer);
          return renderers.length;
        },
        checkDCE() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        onScheduleFiberRoot() {},
      },
    });
  });
  await page.goto('/info');
  await expect(page.getByRole('region', { name: '资讯列表' })).toBeVisible();
  const versions = await page.evaluate(() =>
    (window as unknown as { __portalRenderers: { version?: string }[] }).__portalRenderers.map(
      (r) => r.version,
    ),
  );
  expect(versions).toHaveLength(1);

  // and the federation share scope agrees: one loaded version of each singleton
  const copies = await page.evaluate(() => {
    type Shared = Record<
      string,
      Record<string, Record<string, Record<string, { loaded?: boolean; lib?: unknown }>>>
    >;
    const share = (window as unknown as { __FEDERATION__: { __SHARE__: Shared } }).__FEDERATION__.__SHARE__;
    const found: Record<string, string[]> = {};
    for (const scope of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
        for (const [version, entry] of Object.entries(versions)) {
          if (!entry.loaded && !entry.lib) continue;
          found[pkg] = [...new Set([...(found[pkg] ?? []), version])];
        }
      }
    }
    return found;
  });
  // the one server-state cache is only one if its library is
  for (const pkg of ['react', 'react-dom', '@portal/router', 'jotai', '@portal/query'])
    expect(copies[pkg]).toHaveLength(1);
  // the router is shared through @portal/router alone: react-router itself, shared whole, would
  // put all of it into every page
  for (const whole of ['react-router', 'react-router-dom', '@tanstack/react-query', '@tanstack/query-core'])
    expect(copies[whole]).toBeUndefined();
  // and one federation runtime: the shell's, which the remote's container uses instead of its own
  const runtimeFrom = await page.evaluate(
    () =>
      (window as unknown as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })
        ._FEDERATION_RUNTIME_CORE_FROM,
  );
  expect(runtimeFrom?.name).toBe('shell');
});

test('an unknown page shows the Chinese not-found page inside the frame', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
});

test('the content remote runs standalone for QA, with the deployed shell host', async ({ page, context }) => {
  await page.goto(`${STANDALONE_URL}/info`);
  await expect(page.getByText('内容模块 · 独立运行')).toBeVisible();
  await expect(page.getByText('跳转规则：门户外壳')).toBeVisible();
  const list = page.getByRole('region', { name: '资讯列表' });
  await expect(list.getByRole('link').first()).toBeVisible();
  const [article] = await Promise.all([context.waitForEvent('page'), list.getByRole('link').first().click()]);
  await article.waitForLoadState();
  await expect(article).toHaveURL(/\/info\/detail\?id=\d+$/);
});
