import { call } from '@portal/api/call';
import type { CourseDetail, CourseOrderBody, HeartbeatBody } from '@portal/api/contract/classroom';
import {
  courseCommentEndpoints,
  classroomEndpoints as e,
  courseProgressEndpoints as p,
} from '@portal/api/endpoints/classroom';
import { type FollowAnswer, writeOptions } from '@portal/api/mutation';
import { articleCommentCalls } from '@portal/api/mutations/article';
import { accountWalletKeys } from '@portal/api/queries/account-wallet';

/** Collect a course (type 6: the profile's 收藏 and 我的课程 list it). */
export const collectCourseWrite = writeOptions({
  write: ({ courseId }: { courseId: number }): Promise<FollowAnswer> =>
    call(e.collect, { courseId }).then((r) => ({ on: r.isCollect })),
});

/** Rate a course 1–5 stars; the page's score and the viewer's stars follow at once. */
export const rateCourseWrite = writeOptions({
  write: (input: { courseId: number; stars: number }) => call(e.rate, input),
  settle: (client, rating, { courseId }) => {
    client.setQueriesData<CourseDetail>({ queryKey: ['classroom', 'course'] }, (detail) =>
      detail && detail.id === courseId
        ? { ...detail, score: rating.score, ratingCount: rating.ratingCount, myStars: rating.myStars }
        : detail,
    );
  },
});

/** An order for a paid course; the course (what the buyer may play) is read anew once paid. */
export const orderCourseWrite = writeOptions({
  write: (input: Omit<CourseOrderBody, 'userId'>) => call(e.order, input),
  invalidates: () => [accountWalletKeys.all],
});

/** One heartbeat of the player (the server credits only the time that really passed). */
export const courseHeartbeat = (input: Omit<HeartbeatBody, 'userId'>) => call(p.heartbeat, input);

/** the course's comment calls, through the article's comment contract */
export const courseCommentCalls = (courseId: number) => articleCommentCalls(courseId, courseCommentEndpoints);
