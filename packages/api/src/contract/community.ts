import { Id, IgnoredUserId, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { SidebarProduct } from '@portal/api/contract/sidebar';
import { type Static, Type } from 'typebox';

/** what an asker writes: title, optional description, pictures uploaded to us, topics */
const QuestionFields = {
  title: Type.String({ maxLength: 500 }),
  text: Type.Optional(Type.String({ maxLength: 20000 })),
  /** addresses of pictures uploaded through uploadImage (at most QUESTION_LIMITS.maxImages) */
  images: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 9 })),
  /** topics to file it under (at most QUESTION_LIMITS.maxTopics) */
  topicIds: Type.Optional(Type.Array(Id(), { maxItems: 3 })),
};

/** Ask a question (spec 7 saveQa); who asks is the session user, never a request field. */
export const SaveQuestionBody = Type.Object({
  ...QuestionFields,
  /** 'T': shown as the anonymous user */
  isHideCreator: Type.Optional(Type.Union([Type.Literal('T'), Type.Literal('F')])),
  /** asked within this community activity (from its page) */
  activityId: Type.Optional(Id()),
});
export type SaveQuestionBody = Static<typeof SaveQuestionBody>;

/** Edit one's own question (spec 7 updateQa) while nobody has answered it yet. */
export const UpdateQuestionBody = Type.Object({ id: Id(), ...QuestionFields, userId: IgnoredUserId() });
export type UpdateQuestionBody = Static<typeof UpdateQuestionBody>;

/** A new topic (spec 7 addTopic), or the existing one of that name. */
export const AddTopicBody = Type.Object({
  title: Type.String({ maxLength: 200 }),
  userId: IgnoredUserId(),
});
export type AddTopicBody = Static<typeof AddTopicBody>;

/** Topics whose names contain the words typed (the asker's topic picker). */
export const TopicSearchQuery = Type.Object({
  keywords: Type.String({ maxLength: 50 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 8 })),
  userId: IgnoredUserId(),
});
export type TopicSearchQuery = Static<typeof TopicSearchQuery>;

export const SavedQuestion = Type.Object({ id: Type.Integer(), url: Type.String() });
export type SavedQuestion = Static<typeof SavedQuestion>;
export const SaveQuestionResponse = okResult(SavedQuestion);
export type SaveQuestionResponse = Static<typeof SaveQuestionResponse>;

// ---- reading the community (issue 13) ----

const TF = Type.Union([Type.Literal('T'), Type.Literal('F')]);

/** a person as the community shows them (an anonymous asker or a patient: 匿名用户, id 0) */
export const CommunityPerson = Type.Object({
  id: Type.Integer(),
  realName: Type.String(),
  avatarAddress: Type.String(),
  identity: Type.Union([Type.Integer(), Type.Null()]),
  company: Type.String(),
});
export type CommunityPerson = Static<typeof CommunityPerson>;

/** a topic or circle as an item names it */
export const CommunityTag = Type.Object({ id: Type.Integer(), title: Type.String() });
export type CommunityTag = Static<typeof CommunityTag>;

/** a community activity as an item names it */
export const ActivityTag = Type.Object({ id: Type.Integer(), name: Type.String() });
export type ActivityTag = Static<typeof ActivityTag>;

/** spec 3 Question/answer item, as the home, topic, circle and activity feeds list it */
export const FeedItem = Type.Object({
  /**
   * community_activity_latest_question: a question; community_activity_question: a question asked
   * in an activity; community_activity_latest_answer: an answer
   */
  type: Type.Union([
    Type.Literal('community_activity_latest_question'),
    Type.Literal('community_activity_question'),
    Type.Literal('community_activity_latest_answer'),
  ]),
  /** the question's or the answer's id */
  id: Type.Integer(),
  questionId: Type.Integer(),
  questionTitle: Type.String(),
  /** plain text (an answer's HTML reduced to its words) */
  text: Type.String(),
  images: Type.Array(Type.String()),
  isTop: TF,
  essences: TF,
  /** the question's answers */
  answers: Type.Integer(),
  diggs: Type.Integer(),
  isDigg: Type.Boolean(),
  isCollect: Type.Boolean(),
  comments: Type.Integer(),
  /** the reader follows the question */
  isFollow: Type.Boolean(),
  publishTime: Type.Integer(),
  creator: CommunityPerson,
  isHideCreator: TF,
  askQuestionsPeopleNumber: Type.Integer(),
  /** the reader is who wrote it */
  mine: Type.Boolean(),
  topics: Type.Array(CommunityTag),
  /** the (shown) activity its question was asked in: the card says 来自活动 */
  activity: Type.Union([ActivityTag, Type.Null()]),
});
export type FeedItem = Static<typeof FeedItem>;

export const FeedQuery = Type.Object({
  ...PageQuery,
  topicId: Type.Optional(Id()),
  circleId: Type.Optional(Id()),
  /** the questions asked in this activity, and their answers */
  activityId: Type.Optional(Id()),
  order: Type.Optional(Type.Union([Type.Literal('latest'), Type.Literal('hot')], { default: 'latest' })),
  userId: IgnoredUserId(),
});
export type FeedQuery = Static<typeof FeedQuery>;
export const FeedResponse = okList(FeedItem);

export const QuestionQuery = Type.Object({ id: Id(), userId: IgnoredUserId() });
export type QuestionQuery = Static<typeof QuestionQuery>;
/** what only the author reads of their own content that is not published: waiting, or rejected and why */
export const AuthorReview = Type.Union([
  Type.Object({
    status: Type.Union([Type.Literal('pending'), Type.Literal('rejected')]),
    reason: Type.Union([Type.String(), Type.Null()]),
  }),
  Type.Null(),
]);
export type AuthorReview = Static<typeof AuthorReview>;

export const QuestionDetail = Type.Object({
  review: AuthorReview,
  id: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
  /** pictures the asker attached (our uploads only) */
  images: Type.Array(Type.String()),
  /** the community activity it was asked in */
  activity: Type.Union([ActivityTag, Type.Null()]),
  /** the asker may still edit it (theirs, and nobody has answered) */
  editable: Type.Boolean(),
  creator: CommunityPerson,
  isHideCreator: TF,
  essences: TF,
  answers: Type.Integer(),
  views: Type.Integer(),
  publishTime: Type.Integer(),
  topics: Type.Array(CommunityTag),
  circle: Type.Union([CommunityTag, Type.Null()]),
  isFollow: Type.Boolean(),
  askQuestionsPeopleNumber: Type.Integer(),
  /** the reader has said they want to ask it too ('T') */
  userAskQuestionStatus: TF,
  /** the reader answered it already */
  isAnswered: Type.Boolean(),
  mine: Type.Boolean(),
  /** 相关器械: the products the question and its published answers mention, each to its page */
  products: Type.Array(SidebarProduct),
});
export type QuestionDetail = Static<typeof QuestionDetail>;
export const QuestionResponse = okResult(QuestionDetail);

export const AnswersQuery = Type.Object({
  ...PageQuery,
  questionId: Id(),
  order: Type.Optional(Type.Union([Type.Literal('latest'), Type.Literal('hot')], { default: 'hot' })),
  userId: IgnoredUserId(),
});
export type AnswersQuery = Static<typeof AnswersQuery>;
export const AnswerItem = Type.Object({
  id: Type.Integer(),
  questionId: Type.Integer(),
  /** sanitized HTML (the server's allowlist) */
  text: Type.String(),
  creator: CommunityPerson,
  isTop: TF,
  essences: TF,
  diggs: Type.Integer(),
  isDigg: Type.Boolean(),
  isCollect: Type.Boolean(),
  comments: Type.Integer(),
  views: Type.Integer(),
  publishTime: Type.Integer(),
  mine: Type.Boolean(),
});
export type AnswerItem = Static<typeof AnswerItem>;
export const AnswersResponse = okList(AnswerItem);

export const AnswerQuery = Type.Object({ id: Id(), userId: IgnoredUserId() });
export type AnswerQuery = Static<typeof AnswerQuery>;
export const AnswerDetail = Type.Object({
  ...AnswerItem.properties,
  question: CommunityTag,
  review: AuthorReview,
});
export type AnswerDetail = Static<typeof AnswerDetail>;
export const AnswerResponse = okResult(AnswerDetail);

export const Topic = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  cover: Type.String(),
  followers: Type.Integer(),
  questions: Type.Integer(),
  isFollow: Type.Boolean(),
});
export type Topic = Static<typeof Topic>;
export const TopicQuery = Type.Object({ id: Id(), userId: IgnoredUserId() });
export type TopicQuery = Static<typeof TopicQuery>;
export const TopicResponse = okResult(Topic);
export const AddTopicResponse = okResult(Topic);
export const HotTopicsQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  userId: IgnoredUserId(),
});
export const TopicListResponse = okList(Topic);

export const Circle = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  image: Type.String(),
  followers: Type.Integer(),
  views: Type.Integer(),
  contents: Type.Integer(),
  isFollow: Type.Boolean(),
});
export type Circle = Static<typeof Circle>;
export const CircleQuery = Type.Object({ id: Id(), userId: IgnoredUserId() });
export type CircleQuery = Static<typeof CircleQuery>;
export const CircleResponse = okResult(Circle);
export const CircleListResponse = okList(Circle);

export const FollowBody = Type.Object({
  contentId: Id(),
  type: Type.String({ maxLength: 1, description: 'T 话题, C 圈子, Q 问题' }),
  userId: IgnoredUserId(),
});
export type FollowBody = Static<typeof FollowBody>;
export const FollowResult = Type.Object({ followStatus: TF, followers: Type.Integer() });
export type FollowResult = Static<typeof FollowResult>;
export const FollowResponse = okResult(FollowResult);

/** spec 7 saveUserAskQuestionIntention (questionId, userId): the session's reader wants to ask it too */
export const AskIntentionBody = Type.Object({ questionId: Id(), userId: IgnoredUserId() });
export type AskIntentionBody = Static<typeof AskIntentionBody>;
export const AskIntentionResult = Type.Object({
  userAskQuestionStatus: TF,
  askQuestionsPeopleNumber: Type.Integer(),
});
export type AskIntentionResult = Static<typeof AskIntentionResult>;
export const AskIntentionResponse = okResult(AskIntentionResult);

/** the community's contributors (issue 13): doctors whose answers are most liked and featured, overall or on a topic */
export const ContributorsQuery = Type.Object({
  topicId: Type.Optional(Id()),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export type ContributorsQuery = Static<typeof ContributorsQuery>;
export const Contributor = Type.Object({
  id: Type.Integer(),
  realName: Type.String(),
  avatarAddress: Type.String(),
  company: Type.String(),
  title: Type.String(),
  answers: Type.Integer(),
  /** likes of those answers */
  diggs: Type.Integer(),
  /** of those answers, featured (精选) */
  essences: Type.Integer(),
  score: Type.Integer(),
});
export type Contributor = Static<typeof Contributor>;
export const ContributorsResponse = okList(Contributor);

// ---- community activities (issue 13: /topic-circle/activitydetail?id=) ----

const phaseSchema = (options: { default?: string } = {}) =>
  Type.Union([Type.Literal('upcoming'), Type.Literal('ongoing'), Type.Literal('ended')], options);
/** rules/community ACTIVITY_PHASES */
export const ActivityPhase = phaseSchema();

/** spec 3 Activity (id, name, cover/shareImage, views, contents, subscribeStatus) with what its page shows */
export const Activity = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  shareImage: Type.String(),
  views: Type.Integer(),
  /** its published questions */
  contents: Type.Integer(),
  subscribers: Type.Integer(),
  /** milliseconds */
  startTime: Type.Integer(),
  endTime: Type.Integer(),
  /** from the times when read (rules/community activityPhase) */
  phase: ActivityPhase,
  subspecialty: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  /** the session user's subscription (T); always F for a visitor. Toggled by sidebar subscribeActivity */
  subscribeStatus: TF,
  /** what participants are asked to do (plain text) */
  description: Type.String(),
});
export type Activity = Static<typeof Activity>;
export const ActivityQuery = Type.Object({ id: Id(), userId: IgnoredUserId() });
export type ActivityQuery = Static<typeof ActivityQuery>;
export const ActivityResponse = okResult(Activity);

export const ActivityListQuery = Type.Object({
  ...PageQuery,
  phase: Type.Optional(phaseSchema({ default: 'ongoing' })),
  userId: IgnoredUserId(),
});
export type ActivityListQuery = Static<typeof ActivityListQuery>;
export const ActivityListResponse = okList(Activity);
