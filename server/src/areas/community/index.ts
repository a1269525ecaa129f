/** The community area: questions, answers, topics, circles, activities. */

export { activitiesSeeder } from './activities/activities.seeder';
export { activities as activitiesMigration } from './activities/migration';
export type { ActivitiesTables } from './activities/schema';
export { askingRoutes } from './asking/questions.routes';
export type { CommunityAskingTables } from './asking/schema';
export { communityArea } from './community.area';
export { communityQaFeeder } from './community-qa.feeder';
export { communityQaSeeder } from './community-qa.seeder';
export type { CommunityInvitationTables } from './invitations/schema';
export { questionAnswerTables } from './migration';
export { COMMUNITY_REVIEW_KINDS } from './moderation/review-kinds';
export type { QuestionAnswerTables } from './schema';
export { communityTopics as communityTopicsMigration } from './topics/migration';
export type { CommunityTopicTables } from './topics/schema';
export { communityTopicsSeeder } from './topics/topics.seeder';
export type { CommunityWritingTables } from './writing/schema';
