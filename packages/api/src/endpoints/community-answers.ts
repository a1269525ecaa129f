import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const answers = contract(() => import(/* webpackMode: "weak" */ '../contract/community-answers'));

/** A community answer's likes, collects and comments (spec 7; the paths under /wapi/community are ours). */
export const communityAnswerEndpoints = {
  digg: answers.post('/wapi/community/digCommunityQa', (c) => ({
    body: c.QaBody,
    response: c.QaDiggResponse,
  })),
  collect: answers.post('/wapi/community/collectCommunityQa', (c) => ({
    body: c.QaBody,
    response: c.QaCollectResponse,
  })),
  comments: answers.get('/wapi/community/qa/getQaCommentPage', (c) => ({
    query: c.QaCommentsQuery,
    response: c.QaCommentsResponse,
  })),
  childComments: answers.get('/wapi/community/qa/getQaChildCommentPage', (c) => ({
    query: c.QaChildCommentsQuery,
    response: c.QaChildCommentsResponse,
  })),
  comment: answers.post('/wapi/community/commentCommunityQa', (c) => ({
    body: c.QaCommentBody,
    response: c.QaCommentResponse,
  })),
  commentDigg: answers.post('/wapi/community/digQaComment', (c) => ({
    body: c.QaCommentDiggBody,
    response: c.QaCommentDiggResponse,
  })),
};
