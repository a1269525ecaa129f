import type { Endpoint } from '@portal/api/endpoint';
import type { FirstQuery } from '@portal/api/first-data';
import Fastify, { type FastifyInstance } from 'fastify';
import { type PageOutcome, type PageRenderer, renderPage } from '../pages';

/**
 * A page of lists (`listing`: the home page, a feed, search results) against an item page, on a bare
 * server whose calls answer as the portal's do: a list that fails is left out, never the page's status.
 */

const endpoint = (path: string) => ({ method: 'GET', path }) as unknown as Endpoint;
const pair = (path: string): FirstQuery => ({
  queryKey: ['test', path],
  endpoint: endpoint(path),
  input: undefined,
});

let app: FastifyInstance;
let seen: unknown[] = [];

const renderer = (listing: boolean, paths: string[]): PageRenderer => ({
  page: { path: '/feed', queries: () => paths.map(pair) },
  listing,
  view: (answers) => {
    seen = [...answers];
    return { head: { title: '列表', description: '列表页' }, main: '<h1>列表</h1>' };
  },
});

let current: PageRenderer;

beforeAll(async () => {
  app = Fastify();
  app.get('/wapi/news', async () => ({ code: 1, result: { list: ['新闻'] } }));
  app.get('/wapi/broken', async (_request, reply) => reply.code(500).send({ code: 0 }));
  app.get('/wapi/missing', async (_request, reply) => reply.code(404).send({ code: 0 }));
  app.get('/feed', async (request) => renderPage(app, request, current, 'https://portal.example'));
  await app.ready();
});

afterAll(() => app.close());

async function open(r: PageRenderer, url = '/feed'): Promise<PageOutcome> {
  current = r;
  seen = [];
  return (await app.inject({ method: 'GET', url })).json<PageOutcome>();
}

it('a listing page is there when a list fails: the failed call is left out, the others go in', async () => {
  const outcome = await open(renderer(true, ['/wapi/broken', '/wapi/news']));
  expect(outcome.status).toBe(200);
  if (outcome.status !== 200) return;
  expect(outcome.firstData.entries).toEqual([{ queryKey: ['test', '/wapi/news'], data: { list: ['新闻'] } }]);
  expect(seen).toEqual([undefined, { list: ['新闻'] }]);
});

it('a listing page with nothing to ask is still there; its canonical address keeps no query', async () => {
  const outcome = await open(renderer(true, []), '/feed?page=3&utm=x');
  expect(outcome).toMatchObject({ status: 200, canonical: 'https://portal.example/feed' });
});

it('a listing page whose first list is missing is not a missing page', async () => {
  expect((await open(renderer(true, ['/wapi/missing']))).status).toBe(200);
});

it('an item page still follows its item: missing is 404, failing is the plain shell', async () => {
  expect((await open(renderer(false, ['/wapi/missing', '/wapi/news']))).status).toBe(404);
  expect((await open(renderer(false, ['/wapi/broken', '/wapi/news']))).status).toBe('shell');
  expect((await open(renderer(false, []))).status).toBe(404);
});
