import { call } from '@portal/api/call';
import { isCancel } from '@portal/api/client';
import { infoEndpoints } from '@portal/api/endpoints/info';
import { ApiError } from '@portal/api/errors';
import { fakeApi, networkFailure } from '../fake-api';
import { deferred } from '../render';

const api = fakeApi();
const page = { pageNo: 1, pageSize: 10, totalPage: 1, totalCount: 0 };

test('a result endpoint resolves to its result, a list endpoint to its envelope', async () => {
  api.on(infoEndpoints.views, ({ articleId }) => ({ views: articleId * 10 }));
  api.on(infoEndpoints.list, { code: 1, list: [], page });
  await expect(call(infoEndpoints.views, { articleId: 4 })).resolves.toEqual({ views: 40 });
  await expect(call(infoEndpoints.list, { pageNo: 1 })).resolves.toEqual({ code: 1, list: [], page });
  expect(api.requests(infoEndpoints.views)).toEqual([{ articleId: 4 }]);
  expect(api.requests(infoEndpoints.list)).toEqual([{ pageNo: 1 }]);
  expect(api.log()).toEqual(['POST /wapi/info/views.do', 'GET /wapi/info/getInfoList.do']);
});

test('a thrown ApiError answers a failure envelope that the client reads back as that error', async () => {
  api.on(infoEndpoints.detail, () => {
    throw new ApiError(404, '资讯不存在或已下线');
  });
  await expect(call(infoEndpoints.detail, { id: 9 })).rejects.toMatchObject({
    name: 'ApiError',
    code: 404,
    message: '资讯不存在或已下线',
  });
});

test('a dropped connection is not an envelope', async () => {
  api.on(infoEndpoints.detail, () => {
    throw networkFailure();
  });
  const failure = await call(infoEndpoints.detail, { id: 9 }).catch((e: unknown) => e);
  expect(failure).not.toBeInstanceOf(ApiError);
});

test('once answers the next call only; an unanswered call fails loudly', async () => {
  api.on(infoEndpoints.views, { views: 1 }).once(infoEndpoints.views, { views: 2 });
  await expect(call(infoEndpoints.views, { articleId: 1 })).resolves.toEqual({ views: 2 });
  await expect(call(infoEndpoints.views, { articleId: 1 })).resolves.toEqual({ views: 1 });
  await expect(call(infoEndpoints.digg, { articleId: 1 })).rejects.toThrow(
    'fake API: no answer for POST /wapi/info/infoDigg.do',
  );
});

test('a call in flight is aborted by its signal', async () => {
  const held = deferred<{ views: number }>();
  api.on(infoEndpoints.views, () => held.promise);
  const controller = new AbortController();
  const pending = call(infoEndpoints.views, { articleId: 1 }, { signal: controller.signal });
  controller.abort();
  const failure = await pending.catch((e: unknown) => e);
  expect(isCancel(failure)).toBe(true);
});
