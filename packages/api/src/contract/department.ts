import { Id, IgnoredUserId, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { type Static, Type } from 'typebox';

/** Department follow (spec 7: userId, departmentId); the user is the session's. */
export const DepartmentFollowBody = Type.Object({
  departmentId: Id(),
  /** accepted as the spec lists it; the server never acts on it */
  userId: IgnoredUserId(),
});
export type DepartmentFollowBody = Static<typeof DepartmentFollowBody>;

export const DepartmentFollowResult = Type.Object({
  isSubscribe: Type.Boolean(),
  subscribers: Type.Integer(),
});
export type DepartmentFollowResult = Static<typeof DepartmentFollowResult>;
export const DepartmentFollowResponse = okResult(DepartmentFollowResult);
export type DepartmentFollowResponse = Static<typeof DepartmentFollowResponse>;

const JoinStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
const FeedbackType = Type.Union([Type.Literal('wrong_info'), Type.Literal('other')]);

/** A person as the department pages show them: their profile is `/user-center?profileUserId={id}` (0: anonymous, no link). */
export const DepartmentPerson = Type.Object({
  id: Type.Integer(),
  realName: Type.String(),
  avatarAddress: Type.String(),
});
export type DepartmentPerson = Static<typeof DepartmentPerson>;

/** The viewer's own latest application to join (the identity audit): its state, and why not when rejected. */
export const JoinApplicationState = Type.Object({
  id: Type.Integer(),
  status: JoinStatus,
  /** why it was rejected; '' otherwise */
  reason: Type.String(),
  createdAt: Type.Integer(),
  decidedAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type JoinApplicationState = Static<typeof JoinApplicationState>;

/**
 * A department's page (spec 3 Department: id, hospitalGroupName, name, iconUrl, memberTotal,
 * isSubscribe), with what the viewer is to it: subscriber, collector, member, administrator, and
 * their application.
 */
export const DepartmentDetail = Type.Object({
  id: Type.Integer(),
  hospitalGroupName: Type.String(),
  name: Type.String(),
  iconUrl: Type.String(),
  city: Type.String(),
  description: Type.String(),
  memberTotal: Type.Integer(),
  subscribers: Type.Integer(),
  views: Type.Integer(),
  isSubscribe: Type.Boolean(),
  isCollect: Type.Boolean(),
  isMember: Type.Boolean(),
  /** the viewer administers it: sees its pending applications and its feedback */
  isAdmin: Type.Boolean(),
  /** the viewer's latest application; null when none (or a visitor) */
  application: Type.Union([JoinApplicationState, Type.Null()]),
});
export type DepartmentDetail = Static<typeof DepartmentDetail>;

export const DepartmentQuery = Type.Object({ departmentId: Id() });
export type DepartmentQuery = Static<typeof DepartmentQuery>;
export const DepartmentDetailResponse = okResult(DepartmentDetail);

export const DepartmentPageQuery = Type.Object({ departmentId: Id(), ...PageQuery });
export type DepartmentPageQuery = Static<typeof DepartmentPageQuery>;

/** A member of a department: administrators first, then by when they joined. */
export const DepartmentMember = Type.Object({
  ...DepartmentPerson.properties,
  title: Type.String(),
  company: Type.String(),
  role: Type.Union([Type.Literal('admin'), Type.Literal('member')]),
  joinedAt: Type.Integer(),
});
export type DepartmentMember = Static<typeof DepartmentMember>;
export const DepartmentMembersResponse = okList(DepartmentMember);

/** Something a member published (an article, a case, a question, an answer), newest first. */
export const DepartmentDynamic = Type.Object({
  contentType: Type.Union([
    Type.Literal('article'),
    Type.Literal('case'),
    Type.Literal('question'),
    Type.Literal('answer'),
  ]),
  id: Type.Integer(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  /** its page, from the jump rules */
  url: Type.String(),
  time: Type.Integer(),
  author: DepartmentPerson,
});
export type DepartmentDynamic = Static<typeof DepartmentDynamic>;
export const DepartmentDynamicsResponse = okList(DepartmentDynamic);

/** collect / uncollect a department (it shows in the profile's 收藏) */
export const DepartmentCollectBody = Type.Object({ departmentId: Id(), userId: IgnoredUserId() });
export type DepartmentCollectBody = Static<typeof DepartmentCollectBody>;
export const DepartmentCollectResponse = okResult(Type.Object({ isCollect: Type.Boolean() }));

/** spec 7 feedback: what a signed-in person reports about a department (plain text) */
export const DepartmentFeedbackBody = Type.Object({
  departmentId: Id(),
  type: FeedbackType,
  text: Type.String({ maxLength: 2000 }),
  userId: IgnoredUserId(),
});
export type DepartmentFeedbackBody = Static<typeof DepartmentFeedbackBody>;
export const DepartmentFeedbackResponse = okResult(Type.Object({ id: Type.Integer() }));

/** A feedback as the department's administrators read it. */
export const DepartmentFeedback = Type.Object({
  id: Type.Integer(),
  type: FeedbackType,
  text: Type.String(),
  createdAt: Type.Integer(),
  user: DepartmentPerson,
});
export type DepartmentFeedback = Static<typeof DepartmentFeedback>;
export const DepartmentFeedbackListResponse = okList(DepartmentFeedback);

/** spec 7 identity audit: the session user applies to join a department */
export const JoinApplyBody = Type.Object({
  departmentId: Id(),
  /** a note to the administrators (plain text) */
  remark: Type.Optional(Type.String({ maxLength: 1000 })),
  userId: IgnoredUserId(),
});
export type JoinApplyBody = Static<typeof JoinApplyBody>;
export const JoinApplyResponse = okResult(JoinApplicationState);

/** A pending application as the department's administrators see it: who applies, and what they say of themself. */
export const JoinApplication = Type.Object({
  id: Type.Integer(),
  remark: Type.String(),
  createdAt: Type.Integer(),
  applicant: Type.Object({
    ...DepartmentPerson.properties,
    title: Type.String(),
    company: Type.String(),
    department: Type.String(),
  }),
});
export type JoinApplication = Static<typeof JoinApplication>;
export const JoinApplicationsResponse = okList(JoinApplication);

/** an administrator's decision: approve, or reject with a reason */
export const JoinAuditBody = Type.Object({
  applicationId: Id(),
  decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
  reason: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type JoinAuditBody = Static<typeof JoinAuditBody>;
export const JoinAuditResponse = okResult(Type.Object({ status: JoinStatus, memberTotal: Type.Integer() }));

/** an administrator removes a member (not an administrator): `memberId` names whom, the session who acts */
export const RemoveMemberBody = Type.Object({ departmentId: Id(), memberId: Id() });
export type RemoveMemberBody = Static<typeof RemoveMemberBody>;
export const RemoveMemberResponse = okResult(Type.Object({ memberTotal: Type.Integer() }));

/** The hospital's other departments (spec 7 department lists), as search shows a department. */
export const SiblingDepartment = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  iconUrl: Type.String(),
  memberTotal: Type.Integer(),
  subscribers: Type.Integer(),
});
export type SiblingDepartment = Static<typeof SiblingDepartment>;
export const SiblingDepartmentsResponse = okResult(Type.Array(SiblingDepartment));
