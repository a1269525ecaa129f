/**
 * Gives a plugin the name Fastify shows for it (logs, `printPlugins()`, "plugin did not start in
 * time" errors), its function's name. Without one, Fastify looks the function up among the exports
 * of every loaded module (`require.cache`) for each plugin registered; in a jest test file that
 * walk over jest's module registry cost some 300 ms per app built, more than the app's routes.
 */
export function named<Plugin extends (...args: never[]) => unknown>(
  plugin: Plugin,
  name = plugin.name || 'anonymous',
): Plugin {
  const target = plugin as unknown as Record<symbol, unknown>;
  target[Symbol.for('fastify.display-name')] ??= name;
  return plugin;
}
