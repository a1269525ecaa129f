import type { Generated } from 'kysely';

/**
 * Topics, circles and follows of the community (migration 019, `./migration.ts`): a question is
 * filed under topics (话题) and falls in the circle (圈子) of its subspecialty branch; a user
 * follows topics (T), circles (C) and questions (Q).
 */

export interface CommunityTopicsTable {
  id: Generated<number>;
  title: string;
  description: string;
  cover: string;
  /** the subspecialty the topic is about, when it is one */
  subspecialty_id: number | null;
  followers: number;
  /** published questions filed under it */
  questions: number;
  sort: number;
  created_at: number;
  /** who added it (addTopic); null for the seeded ones (migration 025) */
  creator_id: number | null;
  /**
   * `pending`: added by an account whose questions wait for review, seen by nobody but its creator
   * until a published question carries it (migration 044)
   */
  status: Generated<TopicStatus>;
}

export type TopicStatus = 'published' | 'pending';

export interface CommunityCirclesTable {
  id: Generated<number>;
  title: string;
  description: string;
  image: string;
  /** the subspecialty branch whose questions are the circle's */
  subspecialty_id: number | null;
  followers: number;
  views: number;
  /** published questions in it */
  contents: number;
  sort: number;
  created_at: number;
}

export interface CommunityQuestionTopicsTable {
  question_id: number;
  topic_id: number;
}

/** type: 'T' topic, 'C' circle, 'Q' question (spec 4) */
export interface CommunityFollowsTable {
  user_id: number;
  type: 'T' | 'C' | 'Q';
  content_id: number;
  created_at: number;
}

export type CommunityTopicTables = {
  community_topics: CommunityTopicsTable;
  community_circles: CommunityCirclesTable;
  community_question_topics: CommunityQuestionTopicsTable;
  community_follows: CommunityFollowsTable;
};

// the area's tables join the one `Database` type (the area registers them: db/ imports no area)
declare module '../../../db/schema' {
  interface Database extends CommunityTopicTables {}
}
