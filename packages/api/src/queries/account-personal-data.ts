import { call } from '@portal/api/call';
import { accountPersonalDataEndpoints as e } from '@portal/api/endpoints/account-personal-data';
import { SCORE_LIMITS } from '@portal/api/rules/account-score';
import { keepPreviousData, queryOptions } from '@portal/query';

/**
 * Query options of /personaldata and /score (issue 14). Keys are `['account', resource, params]`
 * and carry whose data it is (`userId`, not sent: the server reads the session), so another user
 * signing in on the same page never sees the previous one's answers.
 */
export const personalDataKeys = {
  all: ['account', 'personal-data'] as const,
  score: ['account', 'score'] as const,
};

export const personalDataQuery = (userId: number) =>
  queryOptions({
    queryKey: [...personalDataKeys.all, { userId }] as const,
    queryFn: ({ signal }) => call(e.personalData, undefined, { signal }),
  });

export const scoreSummaryQuery = (userId: number) =>
  queryOptions({
    queryKey: [...personalDataKeys.score, 'summary', { userId }] as const,
    queryFn: ({ signal }) => call(e.scoreSummary, undefined, { signal }),
  });

export const scoreHistoryQuery = (userId: number, pageNo: number) =>
  queryOptions({
    queryKey: [...personalDataKeys.score, 'history', { userId, pageNo }] as const,
    queryFn: ({ signal }) => call(e.scoreHistory, { pageNo, pageSize: SCORE_LIMITS.pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
