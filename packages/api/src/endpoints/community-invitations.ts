import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const invitations = contract(() => import(/* webpackMode: "weak" */ '../contract/community-invitations'));

/** Inviting doctors to answer, and the answer list (spec 2 answerList, 7 inviteUsers). */
export const communityInvitationEndpoints = {
  candidates: invitations.get('/wapi/community/invite/getInviteUsers', (c) => ({
    query: c.InviteCandidatesQuery,
    response: c.InviteCandidatesResponse,
  })),
  invite: invitations.post('/wapi/community/inviteUsers', (c) => ({
    body: c.InviteBody,
    response: c.InviteResponse,
  })),
  answerList: invitations.get('/wapi/community/answer/getAnswerList', (c) => ({
    query: c.AnswerListQuery,
    response: c.AnswerListResponse,
  })),
};
