import { type CallOptions, getList } from '@portal/api/client';
import { portalEndpoints } from '@portal/api/endpoints/portal';
import type { HintWord } from '../contract/portal';

/**
 * The search box's hint words, the last of the frame's calls not yet through `call`: the search
 * box's tests mock this module. The path is the entry's, so the fake server answers it too. Goes
 * when those tests answer through the fake server (`hintWordsQuery` then calls the entry).
 */
export const getHintWords = (dictIdStr: string, options?: CallOptions) =>
  getList<HintWord>(portalEndpoints.hintWords.path, { dictIdStr }, options);
