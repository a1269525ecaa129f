import { okResult } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/**
 * A picture uploaded from the rich-text editor. The request is a multipart form (one field, `file`,
 * see `@portal/api/rules/uploads`), not JSON, so the entry declares no body schema; the uploader is
 * the session's user. The answer is where the re-encoded picture is served and its size.
 */

export const UploadedImage = Type.Object({
  /** `/media/uploads/YYYY/MM/<hash>.webp`, served by us */
  url: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
});
export type UploadedImage = Static<typeof UploadedImage>;
export const UploadImageResponse = okResult(UploadedImage);
