import { buildApp } from '../app';
import { createIndexer } from '../areas/index';
import { migrationProvider } from '../areas/migrations';
import { seedIfEmpty } from '../areas/seed';
import { loadConfig } from '../config';
import { migrateToLatest, openDatabase } from '../db/database';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = openDatabase(config.database);
  await migrateToLatest(database, migrationProvider);
  const app = await buildApp({
    database,
    demo: config.demo,
    trustProxy: config.trustProxy,
    apiDocs: config.apiDocs,
    secureCookies: config.secureCookies,
    allowedOrigins: config.allowedOrigins,
    enSiteUrl: config.enSiteUrl,
    siteUrl: config.siteUrl,
    smsLimits: config.smsLimits,
    signInTries: config.signInTries,
    searchesPerMinute: config.searchesPerMinute,
    typingAidsPerMinute: config.typingAidsPerMinute,
    liveSocketsPerClient: config.liveSocketsPerClient,
    paymentSimulator: config.paymentSimulator,
    paymentOrdersPerMinute: config.ordersPerMinute,
    moderatorMobiles: config.moderatorMobiles,
    redisUrl: config.redisUrl,
    ...(config.redisPrefix ? { barrageBusOptions: { keyPrefix: config.redisPrefix } } : {}),
    web: { webRoot: config.webRoot, remotesFile: config.remotesFile },
    logger: { level: config.logLevel },
  });
  if (config.paymentSimulator)
    app.log.warn('支付模拟器已开启：任何人都可以在模拟页面"支付"订单，切勿用于生产环境');
  if (config.seedOnStart) {
    const started = Date.now();
    // the demo is seeded as of the moment it first starts, so its meetings are live, upcoming and
    // recorded around the real clock (and keep following it: rules/meetings liveStateAt); tests seed
    // as of the fixed DEFAULT_SEED_NOW
    const summary = await seedIfEmpty(database.db, { now: started });
    if (summary) app.log.info({ summary, ms: Date.now() - started }, '演示数据已生成');
  }
  const built = await createIndexer(database.db).ensureBuilt();
  if (built) app.log.info(built, '搜索索引已建立');
  // Stopping (a rolling restart sends SIGTERM once the balancer no longer sends this instance new
  // requests): not ready; serve the balancer's stragglers until none is under way and none comes for a
  // moment; then stop listening, tell the live sockets to reconnect elsewhere (code 1012), and close the
  // bus and the database. Nothing under way is cut off.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      const started = Date.now();
      app.log.info(`收到 ${signal}：处理完进行中的请求后退出`);
      const drained = await app.drain();
      app.log.info(drained, '进行中的请求已处理完，不再接收新连接');
      await app.close();
      await database.close();
      app.log.info({ ms: Date.now() - started }, '已停止');
      process.exit(0);
    })().catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `门户已启动: http://localhost:${config.port} (${config.database.kind === 'sqlite' ? `SQLite ${config.database.file}` : 'PostgreSQL'}${config.demo ? ', 演示模式' : ''})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
