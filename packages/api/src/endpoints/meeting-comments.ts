import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const comments = contract(() => import(/* webpackMode: "weak" */ '../contract/meeting-comments'));

/**
 * A meeting's comments (spec 7). The paths are the spec's; the replies of one comment
 * (getMtgChildCommentPage) are ours, beside them.
 */
export const meetingCommentEndpoints = {
  comments: comments.get('/wapi/meeting/getMtgCommentPage', (c) => ({
    query: c.MeetingCommentsQuery,
    response: c.MeetingCommentsResponse,
  })),
  stickComments: comments.get('/wapi/meeting/getMtgStickCommentPage', (c) => ({
    query: c.MeetingStickCommentsQuery,
    response: c.MeetingStickCommentsResponse,
  })),
  childComments: comments.get('/wapi/meeting/getMtgChildCommentPage', (c) => ({
    query: c.MeetingChildCommentsQuery,
    response: c.MeetingChildCommentsResponse,
  })),
  saveComment: comments.post('/wapi/meeting/saveMtgComment', (c) => ({
    body: c.SaveMeetingCommentBody,
    response: c.SaveMeetingCommentResponse,
  })),
  commentDigg: comments.post('/wapi/meeting/mtgCommentDigg', (c) => ({
    body: c.MeetingCommentDiggBody,
    response: c.MeetingCommentDiggResponse,
  })),
};
