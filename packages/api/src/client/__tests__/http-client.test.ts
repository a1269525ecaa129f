import { infoEndpoints } from '@portal/api/endpoints/info';
import { searchEndpoints } from '@portal/api/endpoints/search';
import { userEndpoints } from '@portal/api/endpoints/user';
import { ApiError, apiErrorMessage } from '@portal/api/errors';
import { configureApi, type HttpRequest, http, isCancel, send, type Transport } from '../http-client';

const sent: HttpRequest[] = [];
const original = http.transport;
function answer(status: number, data: unknown): Transport {
  return async (request) => {
    sent.push(request);
    return { status, json: async () => (typeof data === 'string' ? JSON.parse(data) : data) };
  };
}

afterEach(() => {
  http.transport = original;
  configureApi({ baseURL: '' });
  sent.length = 0;
});

it('sends a GET entry with its input as the query, and answers the result of a code 1 envelope', async () => {
  http.transport = answer(200, { code: 1, result: { id: 7 } });
  await expect(send(infoEndpoints.detail, { id: 7 })).resolves.toEqual({ id: 7 });
  expect(sent[0]).toMatchObject({ method: 'GET', url: '/wapi/info/getInfoDetail.do?id=7', input: { id: 7 } });
  expect(sent[0]?.body).toBeUndefined();
  expect(sent[0]?.headers['X-Requested-With']).toBe('XMLHttpRequest');
});

it('encodes the query: text escaped, empty fields left out, an array as repeated fields', async () => {
  http.transport = answer(200, {
    code: 1,
    list: [],
    page: { pageNo: 1, pageSize: 9, totalPage: 0, totalCount: 0 },
  });
  await send(searchEndpoints.query, { keywords: '胶质瘤 & 手术', type: undefined, pageNo: 2 });
  expect(sent[0]?.url).toBe(`/query/v5/query.jspx?keywords=${encodeURIComponent('胶质瘤 & 手术')}&pageNo=2`);
  await send(infoEndpoints.list, { ids: [1, 2] } as never);
  expect(sent[1]?.url).toBe('/wapi/info/getInfoList.do?ids=1&ids=2');
});

it('sends a POST entry with its input as the JSON body', async () => {
  http.transport = answer(200, { code: 1, result: { views: 3 } });
  await expect(send(infoEndpoints.views, { articleId: 4 })).resolves.toEqual({ views: 3 });
  expect(sent[0]).toMatchObject({ method: 'POST', url: '/wapi/info/views.do' });
  expect(sent[0]?.headers['Content-Type']).toBe('application/json');
  expect(JSON.parse(String(sent[0]?.body))).toEqual({ articleId: 4 });
});

it('answers the envelope of a list (its page with it) and of an empty success', async () => {
  const page = { pageNo: 1, pageSize: 2, totalPage: 1, totalCount: 1 };
  http.transport = answer(200, { code: 1, list: [{ a: 1 }], page });
  await expect(send(infoEndpoints.list, {})).resolves.toEqual({ code: 1, list: [{ a: 1 }], page });
  http.transport = answer(200, { code: 1, message: '已退出' });
  await expect(send(userEndpoints.logout, undefined)).resolves.toEqual({ code: 1, message: '已退出' });
});

it('turns any other code into an ApiError carrying the server message, whatever the HTTP status', async () => {
  http.transport = answer(400, { code: 400, message: '请输入正确的手机号' });
  const error = await send(infoEndpoints.detail, { id: 1 }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: 400, message: '请输入正确的手机号' });

  http.transport = answer(200, { code: 0, message: '操作失败' });
  await expect(send(userEndpoints.logout, undefined)).rejects.toMatchObject({ code: 0, message: '操作失败' });
});

it('reads a body that is not an envelope as a network failure in Chinese', async () => {
  http.transport = async () => ({ status: 502, json: async () => JSON.parse('<html>Bad Gateway</html>') });
  await expect(send(infoEndpoints.detail, { id: 1 })).rejects.toMatchObject({
    code: 502,
    message: '网络异常，请稍后重试',
  });
});

it("passes the caller's abort through, so a cancelled call rejects as a cancellation", async () => {
  const controller = new AbortController();
  http.transport = (request) =>
    new Promise((_resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    });
  const pending = send(infoEndpoints.detail, { id: 1 }, { signal: controller.signal });
  controller.abort();
  const failure = await pending.catch((e: unknown) => e);
  expect(isCancel(failure)).toBe(true);
});

it('gives up after 15 s like a dropped connection, not a cancellation', async () => {
  jest.useFakeTimers();
  try {
    http.transport = (request) =>
      new Promise((_resolve, reject) => {
        request.signal.addEventListener('abort', () => reject(request.signal.reason));
      });
    const pending = send(infoEndpoints.detail, { id: 1 }).catch((e: unknown) => e);
    jest.advanceTimersByTime(15_000);
    const failure = await pending;
    expect(isCancel(failure)).toBe(false);
    expect((failure as Error).name).toBe('TimeoutError');
  } finally {
    jest.useRealTimers();
  }
});

it('sends to the configured server and with the cookies through fetch', async () => {
  const fetchMock = jest.fn(async () => ({ status: 200, json: async () => ({ code: 1, result: 1 }) }));
  const previousFetch = globalThis.fetch;
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  try {
    configureApi({ baseURL: 'http://portal.example' });
    await send(infoEndpoints.detail, { id: 5 });
    expect(fetchMock).toHaveBeenCalledWith(
      'http://portal.example/wapi/info/getInfoDetail.do?id=5',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  } finally {
    globalThis.fetch = previousFetch;
  }
});

it('apiErrorMessage prefers the server message and falls back otherwise', () => {
  expect(apiErrorMessage(new ApiError(500, '服务器繁忙，请稍后重试'), '加载失败')).toBe(
    '服务器繁忙，请稍后重试',
  );
  expect(apiErrorMessage(new ApiError(0, '网络异常'), '加载失败')).toBe('加载失败');
  expect(apiErrorMessage(new Error('boom'), '加载失败')).toBe('加载失败');
});
