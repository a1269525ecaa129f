import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const asking = contract(() => import(/* webpackMode: "weak" */ '../contract/community-asking'));

/** Helping an asker (issue 13): questions already asked that look like the one being typed. */
export const communityAskingEndpoints = {
  similarQuestions: asking.get('/wapi/community/qa/getSimilarQuestions', (c) => ({
    query: c.SimilarQuestionsQuery,
    response: c.SimilarQuestionsResponse,
  })),
};
