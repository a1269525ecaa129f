import { createTestApp } from './src/test-support/test-app';
async function main() {
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const t = await createTestApp();
    const t1 = performance.now();
    await t.app.ready();
    const t2 = performance.now();
    await t.close();
    console.log(`app ${i}: create ${Math.round(t1 - t0)} ms, ready ${Math.round(t2 - t1)} ms, close ${Math.round(performance.now() - t2)} ms`);
  }
}
main();
