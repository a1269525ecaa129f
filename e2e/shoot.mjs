import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3471';
const OWN = { 'X-Requested-With': 'XMLHttpRequest', Origin: base, Referer: base + '/' };
const [,, path, out, width = '1280', height = '900', mobile = '13800000001', actions = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const context = await browser.newContext({ baseURL: base, viewport: { width: +width, height: +height }, deviceScaleFactor: 1 });
if (mobile !== '-') {
  const api = context.request;
  await api.get(`/oldweb/getSmsAgain.jspx?mobile=${mobile}&scene=login`, { headers: OWN });
  const box = await (await api.get(`/dev/sms-outbox?mobile=${mobile}`)).json();
  const code = box.result?.code;
  const r = await api.post('/oldweb/v3/fastLogin.jspx', { headers: OWN, data: { mobile, code } });
  console.log('login', (await r.json()).code);
}
const page = await context.newPage();
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto(path);
await page.waitForTimeout(3000);
if (actions) { const fn = new Function('page', `return (async () => { ${actions} })()`); await fn(page); await page.waitForTimeout(1500); }
await page.screenshot({ path: out, fullPage: true });
console.log('scrollWidth', await page.evaluate(() => document.documentElement.scrollWidth));
await browser.close();
