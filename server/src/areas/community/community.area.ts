import type { AreaDefinition } from '../../area';
import { named } from '../../lib/plugin-name';
import { activitiesSeeder } from './activities/activities.seeder';
import { activitySubscriptionRoutes } from './activities/activity-entrance';
import { activityReadRoutes } from './activities/activity-read.routes';
import { answerEngagementRoutes } from './answers/answer-engagement.routes';
import { askIntentionRoutes } from './asking/ask-intention.routes';
import { askingRoutes } from './asking/questions.routes';
import { similarQuestionRoutes } from './asking/similar-questions.routes';
import { COMMUNITY_READERS } from './community.readers';
import { COMMUNITY_SITEMAP } from './community.sitemap';
import { communityQaFeeder } from './community-qa.feeder';
import { communityQaSeeder } from './community-qa.seeder';
import { contributorRoutes } from './contributors/contributors.routes';
import { followListRoutes } from './follows/follow-list.routes';
import { invitationRoutes } from './invitations/invitations.routes';
import { COMMUNITY_REVIEW_KINDS } from './moderation/review-kinds';
import { COMMUNITY_PAGES } from './pages/community.pages';
import { qaProductsSeeder } from './product-mentions/qa-products.seeder';
import { communityReadRoutes } from './reading/community-read.routes';
import { createCommunityRepositories } from './repositories';
import { communityTopicsSeeder } from './topics/topics.seeder';
import { answerWritingRoutes } from './writing/answer-writing.routes';

/** The community area: questions, answers, topics, circles, activities, invitations, contributors. */
export const communityArea: AreaDefinition = {
  name: 'community',
  async plugin(app, settings) {
    const options = { ...settings, repos: createCommunityRepositories(app.db, app.readers) };
    await app.register(named(askingRoutes), options);
    await app.register(named(communityReadRoutes), options);
    await app.register(named(activityReadRoutes), options);
    await app.register(named(answerEngagementRoutes), options);
    await app.register(named(answerWritingRoutes), options);
    await app.register(named(askIntentionRoutes), options);
    await app.register(named(similarQuestionRoutes), options);
    await app.register(named(followListRoutes), options);
    await app.register(named(invitationRoutes), options);
    await app.register(named(contributorRoutes), options);
    await app.register(named(activitySubscriptionRoutes));
  },
  feeders: [communityQaFeeder],
  seeders: [activitiesSeeder, communityQaSeeder, communityTopicsSeeder, qaProductsSeeder],
  reviewKinds: COMMUNITY_REVIEW_KINDS,
  readers: COMMUNITY_READERS,
  sitemap: COMMUNITY_SITEMAP,
  pages: COMMUNITY_PAGES,
};
