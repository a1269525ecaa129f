import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const community = contract(() => import(/* webpackMode: "weak" */ '../contract/community'));

/** Community calls (spec 7, /wapi/community/...) built so far; the community area adds the rest. */
export const communityEndpoints = {
  /** ask a question (saveQa): title and optional text, for the session user */
  saveQa: community.post('/wapi/community/saveQa', (c) => ({
    body: c.SaveQuestionBody,
    response: c.SaveQuestionResponse,
  })),
};
