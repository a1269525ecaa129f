import { answerHomeUrl, questionHomeUrl } from '@portal/api/links';

/** the community's own addresses (spec 2 routes), in one place for every page of the remote */
export const communityLinks = {
  question: questionHomeUrl,
  answer: answerHomeUrl,
  topic: (id: number) => `/topic-circle/communitytopic?id=${id}`,
  circle: (id: number) => `/topic-circle/communitycircle?id=${id}`,
  activity: (id: number) => `/topic-circle/activitydetail?id=${id}`,
  profile: (id: number) => `/user-center?profileUserId=${id}`,
};

/** a positive id from the address: a forged one is none */
export function idParam(value: string | null | undefined): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}
