/**
 * What a collection names (spec 7 collect `type`): 3 a user-written article or case, 2 a news item,
 * 4 a community answer, 5 a hospital department, 6 a cloud-classroom course, 7 a short video (ours;
 * 1 is a meeting's, in `rules/meetings`).
 */
export const COLLECT_TYPES = {
  mpArticle: 3,
  info: 2,
  communityAnswer: 4,
  department: 5,
  course: 6,
  shortVideo: 7,
} as const;
export type CollectType = (typeof COLLECT_TYPES)[keyof typeof COLLECT_TYPES];
