import type { PageFirstData } from '@portal/api/first-data';
import { pageId } from '@portal/api/first-data';
import { courseFirst } from '@portal/api/queries/classroom';
import { meetingDetailFirst } from '@portal/api/queries/meetings';

/**
 * The meetings area's public pages and the calls their first view needs (issue 24). The server puts
 * the answers in the page's HTML; the screens read the same keys (`meetingDetailQuery`,
 * `courseQuery`), so they paint without asking.
 */
export const meetingDetailPage: PageFirstData = {
  path: '/meeting/detail',
  queries: (params) => {
    const id = pageId(params);
    return id === undefined ? [] : [meetingDetailFirst(id)];
  },
};

/**
 * A cloud-classroom course. Its first data is the visitor's answer (`viewerId` null, what the screen
 * reads before the session is known): a buyer's own answer carries the paid lectures' addresses,
 * which stay out of the page.
 */
export const coursePage: PageFirstData = {
  path: '/cloudclassroomCourse',
  queries: (params) => {
    const id = pageId(params, 'courseId');
    return id === undefined ? [] : [courseFirst(id, null)];
  },
};

export const MEETING_PAGES: readonly PageFirstData[] = [meetingDetailPage, coursePage];
