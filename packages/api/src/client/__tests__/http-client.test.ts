import { ApiError, apiErrorMessage, getList, getResult, http, postEmpty } from '../http-client';

type Adapter = NonNullable<typeof http.defaults.adapter>;

function answer(status: number, data: unknown): Adapter {
  return async (config) => ({ data, status, statusText: String(status), headers: {}, config });
}

afterEach(() => {
  http.defaults.adapter = undefined;
});

it('returns the result of a code 1 envelope', async () => {
  http.defaults.adapter = answer(200, { code: 1, result: { id: 7 } });
  await expect(getResult('/x')).resolves.toEqual({ id: 7 });
});

it('returns list and page of a list envelope', async () => {
  const page = { pageNo: 1, pageSize: 2, totalPage: 1, totalCount: 1 };
  http.defaults.adapter = answer(200, { code: 1, list: [{ a: 1 }], page });
  await expect(getList('/x')).resolves.toEqual({ code: 1, list: [{ a: 1 }], page });
});

it('turns any other code into an ApiError carrying the server message, whatever the HTTP status', async () => {
  http.defaults.adapter = answer(400, { code: 400, message: '请输入正确的手机号' });
  const error = await getResult('/x').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ code: 400, message: '请输入正确的手机号' });

  http.defaults.adapter = answer(200, { code: 0, message: '操作失败' });
  await expect(postEmpty('/x')).rejects.toMatchObject({ code: 0, message: '操作失败' });
});

it('reads a body that is not an envelope as a network failure in Chinese', async () => {
  http.defaults.adapter = answer(502, '<html>Bad Gateway</html>');
  await expect(getResult('/x')).rejects.toMatchObject({ code: 502, message: '网络异常，请稍后重试' });
});

it('passes the abort signal through, so a cancelled call rejects', async () => {
  const controller = new AbortController();
  http.defaults.adapter = (config) =>
    new Promise((_resolve, reject) => {
      config.signal?.addEventListener?.('abort', () => reject(new Error('canceled')));
    });
  const pending = getResult('/x', undefined, { signal: controller.signal });
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
