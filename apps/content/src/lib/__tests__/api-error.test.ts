import { ApiError } from '@portal/api/client';
import { apiErrorMessage, isApiError } from '../api-error';

describe('isApiError', () => {
  it('accepts the contract error, including a copy of the class from another bundle', () => {
    expect(isApiError(new ApiError(404, '资讯不存在'))).toBe(true);
    // what a second copy of http-client (another federation bundle) throws
    class ApiErrorCopy extends Error {
      constructor(
        readonly code: number,
        message: string,
      ) {
        super(message);
        this.name = 'ApiError';
      }
    }
    const copy = new ApiErrorCopy(404, '资讯不存在');
    expect(copy instanceof ApiError).toBe(false);
    expect(isApiError(copy)).toBe(true);
  });

  it('rejects other failures', () => {
    expect(isApiError(new Error('Network Error'))).toBe(false);
    expect(isApiError(Object.assign(new Error('x'), { name: 'ApiError' }))).toBe(false);
    expect(isApiError({ name: 'ApiError', code: 404, message: 'x' })).toBe(false);
    expect(isApiError(undefined)).toBe(false);
  });

  it('gives the server message or the fallback', () => {
    expect(apiErrorMessage(new ApiError(500, '服务器繁忙'), '加载失败')).toBe('服务器繁忙');
    expect(apiErrorMessage(new TypeError('Failed to fetch'), '加载失败')).toBe('加载失败');
  });
});
