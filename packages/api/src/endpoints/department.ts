import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const department = contract(() => import(/* webpackMode: "weak" */ '../contract/department'));

/**
 * Department calls (spec 7, /wapi/department/...): a department's page, its members and what they
 * published, the session user's follow, collect and feedback, and the identity audit (a doctor
 * applies to join, the department's administrators approve or reject).
 */
export const departmentEndpoints = {
  /** subscribe or unsubscribe a department (departmentId), for the session user */
  follow: department.post('/wapi/department/follow', (c) => ({
    body: c.DepartmentFollowBody,
    response: c.DepartmentFollowResponse,
  })),
  /** a department's page, with the viewer's marks and application (counts a view) */
  detail: department.get('/wapi/department/detail', (c) => ({
    query: c.DepartmentQuery,
    response: c.DepartmentDetailResponse,
  })),
  /** its members, administrators first */
  members: department.get('/wapi/department/members', (c) => ({
    query: c.DepartmentPageQuery,
    response: c.DepartmentMembersResponse,
  })),
  /** the same hospital's other departments (spec 7 department lists), most members first */
  lists: department.get('/wapi/department/lists', (c) => ({
    query: c.DepartmentQuery,
    response: c.SiblingDepartmentsResponse,
  })),
  /** an administrator removes a member who is not an administrator */
  removeMember: department.post('/wapi/department/members/remove', (c) => ({
    body: c.RemoveMemberBody,
    response: c.RemoveMemberResponse,
  })),
  /** what its members published, newest first */
  dynamics: department.get('/wapi/department/dynamics', (c) => ({
    query: c.DepartmentPageQuery,
    response: c.DepartmentDynamicsResponse,
  })),
  /** collect or uncollect a department, for the session user */
  collect: department.post('/wapi/department/collect', (c) => ({
    body: c.DepartmentCollectBody,
    response: c.DepartmentCollectResponse,
  })),
  /** a signed-in person's report about a department */
  feedback: department.post('/wapi/department/feedback', (c) => ({
    body: c.DepartmentFeedbackBody,
    response: c.DepartmentFeedbackResponse,
  })),
  /** a department's feedback, newest first: its administrators only */
  feedbackList: department.get('/wapi/department/feedback/list', (c) => ({
    query: c.DepartmentPageQuery,
    response: c.DepartmentFeedbackListResponse,
  })),
  /** identity audit: the session user applies to join (verified doctors only) */
  apply: department.post('/wapi/department/identityAudit/apply', (c) => ({
    body: c.JoinApplyBody,
    response: c.JoinApplyResponse,
  })),
  /** identity audit: a department's pending applications, oldest first: its administrators only */
  applications: department.get('/wapi/department/identityAudit/list', (c) => ({
    query: c.DepartmentPageQuery,
    response: c.JoinApplicationsResponse,
  })),
  /** identity audit: an administrator approves (the applicant becomes a member) or rejects with a reason */
  audit: department.post('/wapi/department/identityAudit/decide', (c) => ({
    body: c.JoinAuditBody,
    response: c.JoinAuditResponse,
  })),
};
