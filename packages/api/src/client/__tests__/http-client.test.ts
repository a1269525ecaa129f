import { infoEndpoints } from '@portal/api/endpoints/info';
import { userEndpoints } from '@portal/api/endpoints/user';
import { ApiError, apiErrorMessage } from '@portal/api/errors';
import type { InternalAxiosRequestConfig } from 'axios';
import { http, send } from '../http-client';

type Adapter = NonNullable<typeof http.defaults.adapter>;

const sent: InternalAxiosRequestConfig[] = [];
function answer(status: number, data: unknown): Adapter {
  return async (config) => {
    sent.push(config);
    return { data, status, statusText: String(status), headers: {}, config };
  };
}

afterEach(() => {
  http.defaults.adapter = undefined;
  sent.length = 0;
});

it('sends a GET entry with its input as the query, and answers the result of a code 1 envelope', async () => {
  http.defaults.adapter = answer(200, { code: 1, result: { id: 7 } });
  await expect(send(infoEndpoints.detail, { id: 7 })).resolves.toEqual({ id: 7 });
  expect(sent[0]).toMatchObject({ method: 'get', url: '/wapi/info/getInfoDetail.do', params: { id: 7 } });
  expect(sent[0]?.headers['X-Requested-With']).toBe('XMLHttpRequest');
});

it('sends a POST entry with its input as the JSON body', async () => {
  http.defaults.adapter = answer(200, { code: 1, result: { views: 3 } });
  await expect(send(infoEndpoints.views, { articleId: 4 })).resolves.toEqual({ views: 3 });
  expect(sent[0]).toMatchObject({ method: 'post', url: '/wapi/info/views.do' });
  expect(JSON.parse(String(sent[0]?.data))).toEqual({ articleId: 4 });
});

it('answers the envelope of a list (its page with it) and of an empty success', async () => {
  const page = { pageNo: 1, pageSize: 2, totalPage: 1, totalCount: 1 };
  http.defaults.adapter = answer(200, { code: 1, list: [{ a: 1 }], page });
  await expect(send(infoEndpoints.list, {})).resolves.toEqual({ code: 1, list: [{ a: 1 }], page });
  http.defaults.adapter = answer(200, { code: 1, message: '已退出' });
  await expect(send(userEndpoints.logout, undefined)).resolves.toEqual({ code: 1, message: '已退出' });
});

it('turns any other code into an ApiError carrying the server message, whatever the HTTP status', async () => {
  http.defaults.adapter = answer(400, { code: 400, message: '请输入正确的手机号' });
  const error = await send(infoEndpoints.detail, { id: 1 }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: 400, message: '请输入正确的手机号' });

  http.defaults.adapter = answer(200, { code: 0, message: '操作失败' });
  await expect(send(userEndpoints.logout, undefined)).rejects.toMatchObject({ code: 0, message: '操作失败' });
});

it('reads a body that is not an envelope as a network failure in Chinese', async () => {
  http.defaults.adapter = answer(502, '<html>Bad Gateway</html>');
  await expect(send(infoEndpoints.detail, { id: 1 })).rejects.toMatchObject({
    code: 502,
    message: '网络异常，请稍后重试',
  });
});

it('passes the abort signal through, so a cancelled call rejects', async () => {
  const controller = new AbortController();
  http.defaults.adapter = (config) =>
    new Promise((_resolve, reject) => {
      config.signal?.addEventListener?.('abort', () => reject(new Error('canceled')));
    });
  const pending = send(infoEndpoints.detail, { id: 1 }, { signal: controller.signal });
  controller.abort();
  await expect(pending).rejects.toThrow('canceled');
});

it('apiErrorMessage prefers the server message and falls back otherwise', () => {
  expect(apiErrorMessage(new ApiError(500, '服务器繁忙，请稍后重试'), '加载失败')).toBe(
    '服务器繁忙，请稍后重试',
  );
  expect(apiErrorMessage(new ApiError(0, '网络异常'), '加载失败')).toBe('加载失败');
  expect(apiErrorMessage(new Error('boom'), '加载失败')).toBe('加载失败');
});
