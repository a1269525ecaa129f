import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const participation = contract(() => import(/* webpackMode: "weak" */ '../contract/meeting-participation'));

/**
 * Votes, the questionnaire and check-in of a meeting (issue 11). The personal check-in QR code is
 * a PNG, `GET CHECKIN_QR_PATH?meetingId` (not a JSON call, so not in this table).
 */
export const meetingParticipationEndpoints = {
  voteThemes: participation.get('/wapi/meeting/getVoteThemes', (c) => ({
    query: c.VoteThemesQuery,
    response: c.VoteThemesResponse,
  })),
  votePhases: participation.get('/wapi/meeting/getVotePhases', (c) => ({
    query: c.VotePhasesQuery,
    response: c.VotePhasesResponse,
  })),
  vote: participation.post('/wapi/meeting/userMeetingVote', (c) => ({
    body: c.VoteBody,
    response: c.VoteResponse,
  })),
  questionItems: participation.get('/wapi/question/v2/getQuestionItems.do', (c) => ({
    query: c.QuestionnaireQuery,
    response: c.QuestionnaireResponse,
  })),
  saveAnswers: participation.post('/wapi/question/v2/saveItemResult.do', (c) => ({
    body: c.SaveAnswersBody,
    response: c.SaveAnswersResponse,
  })),
  checkinInfo: participation.get('/wapi/meeting/getMeetingRequireCheckinInfo', (c) => ({
    query: c.CheckinInfoQuery,
    response: c.CheckinInfoResponse,
  })),
  saveCheckin: participation.post('/wapi/meeting/saveMeetingCheckinInfo', (c) => ({
    body: c.SaveCheckinBody,
    response: c.SaveCheckinResponse,
  })),
  verifyCheckin: participation.get('/wapi/meeting/verifyCheckinCode', (c) => ({
    query: c.CheckinVerifyQuery,
    response: c.CheckinVerifyResponse,
  })),
};

/** the signed-in user's personal check-in QR code of a meeting (PNG): `?meetingId=` */
export const CHECKIN_QR_PATH = '/wapi/meeting/checkinQr.png';

/** the page a check-in QR code opens (the staff's verification), with the code */
export const checkinVerifyPath = (code: string) => `/meeting/checkin/verify?code=${encodeURIComponent(code)}`;
