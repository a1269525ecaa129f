import type { PageFirstData } from '@portal/api/first-data';
import { pageId } from '@portal/api/first-data';
import {
  answerFirst,
  answersFirst,
  circleFirst,
  questionFirst,
  topicFirst,
} from '@portal/api/queries/community';
import { activityFirst } from '@portal/api/queries/community-activities';

/**
 * The community's public pages and the calls their first view needs (issue 24). The server puts
 * the answers in the page's HTML under the keys the screens read at their first render, when
 * nobody is known to be signed in yet (`viewerId` null), so they paint without asking.
 */

/** a question, and its first answers in the screen's first order (most liked) */
export const questionPage: PageFirstData = {
  path: '/topic-circle/questionhome',
  queries: (params) => {
    const id = pageId(params);
    return id === undefined ? [] : [questionFirst(id, null), answersFirst(id, 'hot', null)];
  },
};

/** one answer under its question: the id is the address's last segment (`answerhome/{id}`) */
export const answerPage: PageFirstData = {
  path: '/topic-circle/answerhome/:id',
  queries: (params) => {
    const id = pageId(params);
    return id === undefined ? [] : [answerFirst(id, null)];
  },
};

export const topicPage: PageFirstData = {
  path: '/topic-circle/communitytopic',
  queries: (params) => {
    const id = pageId(params);
    return id === undefined ? [] : [topicFirst(id, null)];
  },
};

export const circlePage: PageFirstData = {
  path: '/topic-circle/communitycircle',
  queries: (params) => {
    const id = pageId(params);
    return id === undefined ? [] : [circleFirst(id, null)];
  },
};

export const activityPage: PageFirstData = {
  path: '/topic-circle/activitydetail',
  queries: (params) => {
    const id = pageId(params);
    return id === undefined ? [] : [activityFirst(id, null)];
  },
};

export const COMMUNITY_PAGES: readonly PageFirstData[] = [
  questionPage,
  answerPage,
  topicPage,
  circlePage,
  activityPage,
];
