/**
 * Pictures uploaded from the rich-text editor (`POST /wapi/media/uploadImage`), declared once for
 * the server (which enforces them on the bytes it receives) and the client (which checks size and
 * declared type first, so a doctor hears about a 30 MB photo before it is sent). Schema-free.
 */

import { PUBLISH_MESSAGES } from '@portal/api/identity';

/** where uploaded pictures are served: the only pictures a user's rich text may show */
export const UPLOADED_IMAGE_PREFIX = '/media/uploads/';

export const UPLOAD_LIMITS = {
  /** the upload as sent, counted while it streams in */
  maxBytes: 10 * 1024 * 1024,
  /** width × height of the decoded picture: a small file may declare a huge canvas */
  maxInputPixels: 50_000_000,
  /** the stored picture fits within this many pixels each way (never enlarged) */
  maxEdge: 2000,
  /** uploads one user may make an hour (the server's `PORTAL_UPLOADS_PER_HOUR` may change it) */
  perHour: 60,
  /** the form field that carries the picture */
  field: 'file',
  /**
   * Declared types the client lets through. The server never reads the declared type: it decides
   * by the bytes (JPEG, PNG, WebP, GIF).
   */
  types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
} as const;

export const UPLOAD_MESSAGES = {
  pleaseSignIn: PUBLISH_MESSAGES.pleaseSignIn,
  empty: '请选择图片',
  badType: '仅支持 JPG、PNG、WebP、GIF 格式的图片',
  corrupt: '图片已损坏或不完整，请重新选择',
  tooLarge: `图片不能超过${UPLOAD_LIMITS.maxBytes / 1024 / 1024}MB`,
  tooManyPixels: '图片尺寸过大',
  tooMany: '上传过于频繁，请稍后再试',
  failed: '图片上传失败，请重试',
} as const;
