import { call } from '@portal/api/call';
import type {
  DeleteArticleBody,
  SaveArticleBody,
  UpdateArticleBody,
  WatermarkBody,
} from '@portal/api/contract/article-writing';
import { articleWritingEndpoints as e } from '@portal/api/endpoints/article-writing';
import { writeOptions } from '@portal/api/mutation';
import { articleWritingKeys } from '@portal/api/queries/article-writing';

/**
 * Writes of the editors (issue 23). The autosave sends `saveArticleWrite` once, then
 * `updateArticleWrite` with the version the last answer gave; a 409 means another tab saved first.
 */
export const saveArticleWrite = writeOptions({
  write: (input: SaveArticleBody) => call(e.saveArticle, input),
  invalidates: () => [articleWritingKeys.all],
});

export const updateArticleWrite = writeOptions({
  write: (input: UpdateArticleBody) => call(e.updateArticle, input),
  invalidates: () => [articleWritingKeys.all],
});

export const deleteArticleWrite = writeOptions({
  write: (input: DeleteArticleBody) => call(e.deleteArticle, input),
  invalidates: () => [articleWritingKeys.all],
});

export const watermarkWrite = writeOptions({
  write: (input: WatermarkBody) => call(e.watermark, input),
  invalidates: () => [articleWritingKeys.all],
});
