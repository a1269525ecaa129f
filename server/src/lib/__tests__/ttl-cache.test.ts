import { TtlCache } from '../ttl-cache';

let clock = 0;
const cache = () => new TtlCache<number>(1000, 2, () => clock);

beforeEach(() => {
  clock = 0;
});

it('serves a value until it expires, then loads again', async () => {
  const c = cache();
  let loads = 0;
  const load = async () => ++loads;
  expect(await c.get('a', load)).toBe(1);
  clock = 999;
  expect(await c.get('a', load)).toBe(1);
  clock = 1000;
  expect(await c.get('a', load)).toBe(2);
});

it('shares one load between concurrent callers', async () => {
  const c = cache();
  let loads = 0;
  const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
  expect(await Promise.all([c.get('a', load), c.get('a', load), c.get('a', load)])).toEqual([1, 1, 1]);
});

it('keeps at most maxEntries, dropping the oldest', async () => {
  const c = cache();
  let loads = 0;
  const load = async () => ++loads;
  await c.get('a', load);
  await c.get('b', load);
  await c.get('c', load);
  expect(await c.get('b', load)).toBe(2);
  expect(await c.get('a', load)).toBe(4);
});

it('does not cache a failed load', async () => {
  const c = cache();
  await expect(c.get('a', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
  expect(await c.get('a', async () => 7)).toBe(7);
});

it('clear drops everything', async () => {
  const c = cache();
  await c.get('a', async () => 1);
  c.clear();
  expect(await c.get('a', async () => 2)).toBe(2);
});
