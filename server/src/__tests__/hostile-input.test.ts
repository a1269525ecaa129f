import type { FastifyInstance } from 'fastify';
import { createTestApp, signIn, type TestApp } from '../test-support/test-app';

/**
 * Every call in the API reference, tried as an attacker would: out-of-range paging and ids,
 * negative and fractional numbers, huge and empty strings, markup, NUL bytes and arrays where one
 * value belongs. Whatever a call makes of it, it answers with an envelope and never a 500 (a
 * 20-digit `pageNo` used to overflow the query: a 500 on PostgreSQL).
 */
let t: TestApp;
let cookie: string;

interface Parameter {
  name: string;
  in: string;
  schema?: { type?: string | string[] };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> };
}

const HOSTILE_VALUES: readonly string[] = [
  '99999999999999999999',
  '-1',
  '0',
  '1.5',
  '1e400',
  '',
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  "'; drop table users; --",
  'a\u0000b',
  '../../etc/passwd',
];

const HOSTILE_BODY_VALUES: readonly unknown[] = [
  1e20,
  2 ** 31,
  -1,
  1.5,
  '',
  'x'.repeat(20_000),
  '\u0000',
  '<img src=x onerror=alert(1)>',
  [1, 2],
  { nested: true },
  null,
];

function operations(app: FastifyInstance) {
  const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await signIn(t, '13900005001')).cookie;
});
afterAll(async () => {
  await t.close();
});

it('the API reference lists the calls this test tries', () => {
  expect(operations(t.app).length).toBeGreaterThan(50);
});

it('no call answers 500 to hostile query values, signed in or not', async () => {
  const failures: string[] = [];
  for (const { path, method, op } of operations(t.app)) {
    if (method !== 'GET') continue;
    const names = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    for (const value of HOSTILE_VALUES) {
      const query = Object.fromEntries(names.map((name) => [name, value]));
      for (const headers of [{}, { cookie }]) {
        const res = await t.app.inject({ method, url: path, query, headers });
        if (res.statusCode >= 500)
          failures.push(`${method} ${path} ${value.slice(0, 24)} -> ${res.statusCode}`);
        else expect(typeof res.json().code).toBe('number');
      }
    }
    // each parameter alone, the others left out
    for (const name of names) {
      const res = await t.app.inject({
        method,
        url: path,
        query: { [name]: HOSTILE_VALUES[0]! },
        headers: { cookie },
      });
      if (res.statusCode >= 500) failures.push(`${method} ${path} ${name}=huge -> ${res.statusCode}`);
    }
  }
  expect(failures).toEqual([]);
});

it('no call answers 500 to hostile JSON bodies', async () => {
  const failures: string[] = [];
  for (const { path, method, op } of operations(t.app)) {
    if (method !== 'POST') continue;
    const fields = Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {});
    for (const value of HOSTILE_BODY_VALUES) {
      const payload = Object.fromEntries(fields.map((name) => [name, value]));
      const res = await t.app.inject({ method, url: path, payload, headers: { cookie } });
      if (res.statusCode >= 500)
        failures.push(`${method} ${path} ${JSON.stringify(value).slice(0, 24)} -> ${res.statusCode}`);
    }
    for (const raw of ['{', '[]', '"x"', 'null']) {
      const res = await t.app.inject({
        method,
        url: path,
        payload: raw,
        headers: { cookie, 'content-type': 'application/json' },
      });
      if (res.statusCode >= 500) failures.push(`${method} ${path} raw ${raw} -> ${res.statusCode}`);
    }
  }
  expect(failures).toEqual([]);
});

it('a 20-digit page number or id is refused in Chinese', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/wapi/info/getInfoList.do',
    query: { pageNo: '99999999999999999999' },
  });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ code: 400, message: '页码不正确' });
  const detail = await t.app.inject({
    method: 'GET',
    url: '/wapi/info/getInfoDetail.do',
    query: { id: '99999999999999999999' },
  });
  expect(detail.json()).toEqual({ code: 400, message: '参数错误' });
});
