import { compileEverySchema } from '../lib/schema-compilers';
import { createTestApp } from '../test-support/test-app';

/**
 * Route schemas compile on a route's first call (lib/schema-compilers.ts), so a schema that cannot
 * compile would only fail that route's first call. Here every route's request and response schemas
 * of a whole app (demo mode: its extra routes too) compile, before anything calls them.
 */
it('compiles the request and response schemas of every route', async () => {
  const { app, close } = await createTestApp({ demo: true });
  try {
    await app.ready();
    expect(compileEverySchema()).toBeGreaterThan(300);
    expect(compileEverySchema()).toBe(0);
  } finally {
    await close();
  }
});
