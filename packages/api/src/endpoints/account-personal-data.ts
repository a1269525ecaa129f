import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const c = contract(() => import(/* webpackMode: "weak" */ '../contract/account-personal-data'));

/**
 * 个人资料、身份认证与积分 (issue 14; paths are ours). Who acts is always the session's user,
 * never a parameter: nobody reads or writes another person's data through these.
 */
export const accountPersonalDataEndpoints = {
  /** the signed-in user's editable profile and their latest verification */
  personalData: c.get('/wapi/user/personalData/get', (s) => ({ response: s.PersonalDataResponse })),
  saveProfile: c.post('/wapi/user/personalData/save', (s) => ({
    body: s.SaveProfileBody,
    response: s.SaveProfileResponse,
  })),
  submitVerification: c.post('/wapi/user/personalData/verify', (s) => ({
    body: s.SubmitVerificationBody,
    response: s.SubmitVerificationResponse,
  })),
  scoreSummary: c.get('/wapi/user/score/summary', (s) => ({ response: s.ScoreSummaryResponse })),
  scoreHistory: c.get('/wapi/user/score/history', (s) => ({
    query: s.ScoreHistoryQuery,
    response: s.ScoreHistoryResponse,
  })),
};
