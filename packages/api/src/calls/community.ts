import { type CallOptions, postResult } from '@portal/api/client';
import { communityPaths } from '@portal/api/paths/community';
import type { SavedQuestion, SaveQuestionBody } from '../contract/community';

/** Asks a question as the session user (spec 7 saveQa); the answer carries its id and page url. */
export const saveQuestion = (body: SaveQuestionBody, options?: CallOptions) =>
  postResult<SavedQuestion>(communityPaths.saveQa, body, options);
