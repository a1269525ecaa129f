import { PUBLISH_MESSAGES } from '@portal/api/identity';

/** A failure the user should read: `message` is Chinese and goes to the client as is. */
export class AppError extends Error {
  constructor(
    readonly code: 400 | 401 | 403 | 404 | 409 | 412 | 429 | 500,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const notSignedIn = () => new AppError(401, PUBLISH_MESSAGES.pleaseSignIn);
export const forbidden = (message = '无权访问') => new AppError(403, message);
export const notFound = (message = '内容不存在') => new AppError(404, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
