import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const user = contract(() => import(/* webpackMode: "weak" */ '../contract/user'));
const portal = contract(() => import(/* webpackMode: "weak" */ '../contract/portal'));

/**
 * The account (spec 7, User): sign-in by SMS code, registration, who is signed in, and the header's
 * calls for the signed-in user (pending content, unread count, requirements, the English site's
 * one-time code). Paths the spec does not show are ours. Who acts is always the session's user,
 * never a parameter.
 */
export const userEndpoints = {
  sendSms: user.get('/oldweb/getSmsAgain.jspx', (c) => ({
    query: c.SendSmsQuery,
    response: c.SendSmsResponse,
  })),
  fastLogin: user.post('/oldweb/v3/fastLogin.jspx', (c) => ({
    body: c.FastLoginBody,
    response: c.FastLoginResponse,
  })),
  register: user.post('/wapi/user/register.do', (c) => ({
    body: c.RegisterBody,
    response: c.RegisterResponse,
  })),
  checkLogin: user.get('/wapi/user/checkLogin.do', (c) => ({ response: c.CheckLoginResponse })),
  /** the session user's own info, or another's with `profileUserId` */
  personalInfo: user.get('/wapi/user/getPersonalInfo.do', (c) => ({
    query: c.PersonalInfoQuery,
    response: c.PersonalInfoResponse,
  })),
  identity: user.get('/wapi/user/getIdentity.do', (c) => ({ response: c.IdentityResponse })),
  logout: user.post('/wapi/user/logout.do', (c) => ({ response: c.LogoutResponse })),
  /** the demo's outbox of SMS codes (demo mode only, this machine only) */
  devOutbox: user.get('/dev/sms-outbox', (c) => ({ query: c.DevOutboxQuery, response: c.DevOutboxResponse })),
  pendingContent: portal.get('/wapi/user/checkPendingContent.do', (c) => ({
    response: c.PendingContentResponse,
  })),
  unreadCount: portal.get('/wapi/user/getUnreadMessageCount.do', (c) => ({
    response: c.UnreadCountResponse,
  })),
  requirementTypes: portal.get('/wapi/user/getRequirementTypes.do', (c) => ({
    response: c.RequirementTypesResponse,
  })),
  submitRequirement: portal.post('/wapi/user/submitRequirement.do', (c) => ({
    body: c.SubmitRequirementBody,
    response: c.SubmitRequirementResponse,
  })),
  /** a one-time code for the English site's link (never the session token) */
  createEnTicket: portal.post('/wapi/user/createEnTicket.do', (c) => ({ response: c.EnTicketResponse })),
  /** the English site's backend exchanges the code for a session within 60 s */
  exchangeEnTicket: portal.post('/wapi/user/exchangeEnTicket.do', (c) => ({
    body: c.ExchangeEnTicketBody,
    response: c.ExchangeEnTicketResponse,
  })),
};
