import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const community = contract(() => import(/* webpackMode: "weak" */ '../contract/community'));

/** Community calls (spec 7, /wapi/community/...) built so far; the community area adds the rest. */
export const communityEndpoints = {
  /** ask a question (saveQa): title and optional text, for the session user */
  saveQa: community.post('/wapi/community/saveQa', (c) => ({
    body: c.SaveQuestionBody,
    response: c.SaveQuestionResponse,
  })),
  /** edit one's own question while it has no answers (updateQa) */
  updateQa: community.post('/wapi/community/updateQa', (c) => ({
    body: c.UpdateQuestionBody,
    response: c.SaveQuestionResponse,
  })),
  /** a new topic, or the existing one of that name (addTopic) */
  addTopic: community.post('/wapi/community/addTopic', (c) => ({
    body: c.AddTopicBody,
    response: c.AddTopicResponse,
  })),
  /** topics whose names contain the words (the asker's topic picker) */
  searchTopics: community.get('/wapi/community/topic/searchTopics', (c) => ({
    query: c.TopicSearchQuery,
    response: c.TopicListResponse,
  })),
  feed: community.get('/wapi/community/home/getHomeFeed', (c) => ({
    query: c.FeedQuery,
    response: c.FeedResponse,
  })),
  question: community.get('/wapi/community/qa/getQuestionDetail', (c) => ({
    query: c.QuestionQuery,
    response: c.QuestionResponse,
  })),
  answers: community.get('/wapi/community/qa/getAnswerPage', (c) => ({
    query: c.AnswersQuery,
    response: c.AnswersResponse,
  })),
  answer: community.get('/wapi/community/qa/getAnswerDetail', (c) => ({
    query: c.AnswerQuery,
    response: c.AnswerResponse,
  })),
  topic: community.get('/wapi/community/topic/getTopicDetail', (c) => ({
    query: c.TopicQuery,
    response: c.TopicResponse,
  })),
  hotTopics: community.get('/wapi/community/topic/getHotTopics', (c) => ({
    query: c.HotTopicsQuery,
    response: c.TopicListResponse,
  })),
  circle: community.get('/wapi/community/circle/getCircleDetail', (c) => ({
    query: c.CircleQuery,
    response: c.CircleResponse,
  })),
  circles: community.get('/wapi/community/circle/getCircleList', (c) => ({ response: c.CircleListResponse })),
  /** an activity's page (counts a view); subscribing is sidebarEndpoints.subscribeActivity */
  activity: community.get('/wapi/community/activity/getActivityDetail', (c) => ({
    query: c.ActivityQuery,
    response: c.ActivityResponse,
  })),
  /** shown activities of one phase (ongoing by default), ending soonest first */
  activities: community.get('/wapi/community/activity/getActivityList', (c) => ({
    query: c.ActivityListQuery,
    response: c.ActivityListResponse,
  })),
  follow: community.post('/wapi/community/follow', (c) => ({
    body: c.FollowBody,
    response: c.FollowResponse,
  })),
  contributors: community.get('/wapi/community/contributor/getContributors', (c) => ({
    query: c.ContributorsQuery,
    response: c.ContributorsResponse,
  })),
  askIntention: community.post('/wapi/community/saveUserAskQuestionIntention', (c) => ({
    body: c.AskIntentionBody,
    response: c.AskIntentionResponse,
  })),
};
