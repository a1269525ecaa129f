import type { PageFirstData } from '@portal/api/first-data';
import { pageId } from '@portal/api/first-data';
import {
  answerFirst,
  answersFirst,
  circleFirst,
  feedFirst,
  questionFirst,
  topicFirst,
} from '@portal/api/queries/community';
import { activityFirst } from '@portal/api/queries/community-activities';

/**
 * The community's public pages and the calls their first view needs (issue 24). The server answers
 * them with the reader's cookie and puts the answers in the page's HTML under the keys of that
 * reader (`viewer`: their like and follow marks are in the answers); the screens read the same
 * keys, with the page's reader while the session check runs (`useViewerId`), so they paint
 * without asking, and ask nothing again once the check has found that reader.
 */

/** the community home: its feed's first page, 最新 first as the screen opens it */
export const homePage: PageFirstData = {
  path: '/topic-circle/',
  queries: (_params, viewer) => [feedFirst({ order: 'latest' }, viewer)],
};

/** the same home reached without its final slash (the home widget's link) */
export const homePageBare: PageFirstData = { ...homePage, path: '/topic-circle' };

/** a question, and its first answers in the screen's first order (most liked) */
export const questionPage: PageFirstData = {
  path: '/topic-circle/questionhome',
  queries: (params, viewer) => {
    const id = pageId(params);
    return id === undefined ? [] : [questionFirst(id, viewer), answersFirst(id, 'hot', viewer)];
  },
};

/** one answer under its question: the id is the address's last segment (`answerhome/{id}`) */
export const answerPage: PageFirstData = {
  path: '/topic-circle/answerhome/:id',
  queries: (params, viewer) => {
    const id = pageId(params);
    return id === undefined ? [] : [answerFirst(id, viewer)];
  },
};

export const topicPage: PageFirstData = {
  path: '/topic-circle/communitytopic',
  queries: (params, viewer) => {
    const id = pageId(params);
    return id === undefined ? [] : [topicFirst(id, viewer)];
  },
};

export const circlePage: PageFirstData = {
  path: '/topic-circle/communitycircle',
  queries: (params, viewer) => {
    const id = pageId(params);
    return id === undefined ? [] : [circleFirst(id, viewer)];
  },
};

export const activityPage: PageFirstData = {
  path: '/topic-circle/activitydetail',
  queries: (params, viewer) => {
    const id = pageId(params);
    return id === undefined ? [] : [activityFirst(id, viewer)];
  },
};

export const COMMUNITY_PAGES: readonly PageFirstData[] = [
  homePage,
  homePageBare,
  questionPage,
  answerPage,
  topicPage,
  circlePage,
  activityPage,
];
