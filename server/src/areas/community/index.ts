/** The community area: questions, answers, topics, circles, activities. */

export { activitiesSeeder } from './activities/activities.seeder';
// the area's parts of the deployed migrations, which areas/migrations.ts composes in their order
export { activities, activityDescriptions } from './activities/migration';
export type { ActivitiesTables } from './activities/schema';
export { communityAskIntentions, communityQuestionExtras, communityTopicReview } from './asking/migration';
export { askingRoutes } from './asking/questions.routes';
export type { CommunityAskingTables } from './asking/schema';
export { communityArea } from './community.area';
export { communityQaFeeder } from './community-qa.feeder';
export { communityQaSeeder } from './community-qa.seeder';
export { communityInvitations, communityInviteMessages } from './invitations/migration';
export type { CommunityInvitationTables } from './invitations/schema';
export { questionAnswerTables } from './migration';
export { ANSWER_REVIEW_TYPE, COMMUNITY_REVIEW_KINDS } from './moderation/review-kinds';
export { qaProductTables } from './product-mentions/migration';
export type { CommunityQaProductTables } from './product-mentions/schema';
export type { QuestionAnswerTables } from './schema';
export { communityTopics } from './topics/migration';
export type { CommunityTopicTables } from './topics/schema';
export { communityTopicsSeeder } from './topics/topics.seeder';
export { communityAnswering } from './writing/migration';
export type { CommunityWritingTables } from './writing/schema';
