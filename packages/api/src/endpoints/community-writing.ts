import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const writing = contract(() => import(/* webpackMode: "weak" */ '../contract/community-writing'));

/** Answering a question (issue 13): the answer button's gates, the draft, the answer. */
export const communityWritingEndpoints = {
  answerAbility: writing.get('/wapi/community/answer/getAnswerAbility', (c) => ({
    query: c.AnswerAbilityQuery,
    response: c.AnswerAbilityResponse,
  })),
  draft: writing.get('/wapi/community/answer/getDraft', (c) => ({
    query: c.DraftQuery,
    response: c.DraftResponse,
  })),
  saveDraft: writing.post('/wapi/community/answer/saveDraft', (c) => ({
    body: c.SaveDraftBody,
    response: c.SaveDraftResponse,
  })),
  saveAnswer: writing.post('/wapi/community/answer/saveAnswer', (c) => ({
    body: c.SaveAnswerBody,
    response: c.SaveAnswerResponse,
  })),
};
