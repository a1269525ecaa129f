import { call } from '@portal/api/call';
import { communityEndpoints as e } from '@portal/api/endpoints/community';
import { communityAskingEndpoints as asking } from '@portal/api/endpoints/community-asking';
import { communityKeys } from '@portal/api/queries/community';
import { SIMILAR_QUESTIONS } from '@portal/api/rules/community-asking';
import { queryOptions } from '@portal/query';

/** questions like the title being typed (the same for every reader) */
export const similarQuestionsQuery = (title: string) =>
  queryOptions({
    queryKey: communityKeys.of('similar-questions', { title }),
    queryFn: ({ signal }) =>
      call(asking.similarQuestions, { title, limit: SIMILAR_QUESTIONS.limit }, { signal }),
    staleTime: 60_000,
  });

/** topics whose names hold the words typed in the topic picker */
export const topicSearchQuery = (keywords: string) =>
  queryOptions({
    queryKey: communityKeys.of('topic-search', { keywords }),
    queryFn: ({ signal }) => call(e.searchTopics, { keywords }, { signal }),
    staleTime: 30_000,
  });
