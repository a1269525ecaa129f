import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const cme = contract(() => import(/* webpackMode: "weak" */ '../contract/cme'));

/**
 * CME certificates (issue 22). The owner's PDF is `GET CME_PDF_PATH?code=` (rules/cme; not JSON,
 * so not in this table).
 */
export const cmeEndpoints = {
  courseProgress: cme.get('/wapi/cme/courseProgress', (c) => ({
    query: c.CourseCmeQuery,
    response: c.CourseCmeResponse,
  })),
  courseQuiz: cme.get('/wapi/cme/courseQuiz', (c) => ({
    query: c.CourseQuizQuery,
    response: c.CourseQuizResponse,
  })),
  submitQuiz: cme.post('/wapi/cme/submitQuiz', (c) => ({
    body: c.QuizAnswersBody,
    response: c.QuizResultResponse,
  })),
  meetingProgress: cme.get('/wapi/cme/meetingProgress', (c) => ({
    query: c.MeetingCmeQuery,
    response: c.MeetingCmeResponse,
  })),
  watchBeat: cme.post('/wapi/meeting/watchBeat', (c) => ({
    body: c.WatchBeatBody,
    response: c.WatchBeatResponse,
  })),
  claim: cme.post('/wapi/cme/claim', (c) => ({
    body: c.ClaimBody,
    response: c.ClaimResponse,
  })),
  myCertificates: cme.get('/wapi/cme/myCertificates', (c) => ({
    query: c.MyCertificatesQuery,
    response: c.MyCertificatesResponse,
  })),
  verify: cme.get('/wapi/cme/verify', (c) => ({
    query: c.CmeVerifyQuery,
    response: c.CmeVerifyResponse,
  })),
};
