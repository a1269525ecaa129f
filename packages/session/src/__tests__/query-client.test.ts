import { ApiError } from '@portal/api/errors';
import { newQueryClient, shouldRetry } from '../query-client';

describe('the server-state cache', () => {
  it('tries a network or server failure once more, never a refusal the user must read', () => {
    expect(shouldRetry(0, new Error('Network Error'))).toBe(true);
    expect(shouldRetry(0, new ApiError(500, '服务器繁忙，请稍后重试'))).toBe(true);
    expect(shouldRetry(0, new ApiError(401, '请先登录'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, '内容不存在'))).toBe(false);
    expect(shouldRetry(1, new Error('Network Error'))).toBe(false);
  });

  it('a fresh client for tests keeps the portal defaults but does not retry', () => {
    const client = newQueryClient({ retry: false });
    expect(client.getDefaultOptions().queries).toMatchObject({ staleTime: 30_000, retry: false });
  });
});
