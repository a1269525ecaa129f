import { MyCourse, UsableCoupons } from '@portal/api/contract/account-wallet';
import { Id, IgnoredUserId, okList, okResult, PageQuery } from '@portal/api/contract/envelope';
import { ClientKey, OrderNo, PayChannelSchema, PayOrder } from '@portal/api/contract/payments';
import { type Static, Type } from 'typebox';

/**
 * The cloud classroom (issue 22): the course list of /mooc, a course's page, its rating, collect
 * and purchase, and the progress kept from the player's heartbeats. Prices in yuan (`money`, as
 * spec 3's Course) on cards, in fen on orders.
 */

const L = <T extends string>(value: T) => Type.Literal(value);

export const CourseListQuery = Type.Object({
  subspecialtyId: Type.Optional(Id({ description: '亚专业' })),
  price: Type.Optional(Type.Union([L('free'), L('paid')], { description: '免费或付费' })),
  sort: Type.Optional(Type.Union([L('hot'), L('new')], { default: 'hot', description: '最热或最新' })),
  seriesId: Type.Optional(Id({ description: '系列课程' })),
  ...PageQuery,
});
export type CourseListQuery = Static<typeof CourseListQuery>;

/** a course as /mooc lists it (spec 3 Course) */
export const ClassroomCourse = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  speakerNames: Type.String(),
  showViews: Type.Integer(),
  /** 0–5, one decimal */
  score: Type.Number(),
  /** yuan; null = free */
  money: Type.Union([Type.Number(), Type.Null()]),
  lectures: Type.Integer(),
  seriesId: Type.Union([Type.Integer(), Type.Null()]),
  publishTime: Type.Integer(),
});
export type ClassroomCourse = Static<typeof ClassroomCourse>;
export const CourseListResponse = okList(ClassroomCourse);

export const CourseSeries = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cover: Type.String(),
  intro: Type.String(),
  courses: Type.Integer(),
});
export type CourseSeries = Static<typeof CourseSeries>;
export const CourseSeriesResponse = okList(CourseSeries);

export const CourseQuery = Type.Object({ courseId: Id() });
export type CourseQuery = Static<typeof CourseQuery>;

/** a lecture (spec 3 searchCourseVideos), with whether the viewer may play it */
export const CourseLectureItem = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  speakerNames: Type.String(),
  /** seconds */
  duration: Type.Integer(),
  /** a paid course's free preview (its first lecture) */
  preview: Type.Boolean(),
  canWatch: Type.Boolean(),
  /** the HLS playlist when the viewer may watch; null otherwise */
  playlistUrl: Type.Union([Type.String(), Type.Null()]),
});
export type CourseLectureItem = Static<typeof CourseLectureItem>;

export const CourseDetail = Type.Object({
  ...ClassroomCourse.properties,
  intro: Type.String(),
  subspecialtyName: Type.String(),
  seriesName: Type.Union([Type.String(), Type.Null()]),
  ratingCount: Type.Integer(),
  commentCount: Type.Integer(),
  lectureList: Type.Array(CourseLectureItem),
  /** the viewer bought it (always false for a free course) */
  bought: Type.Boolean(),
  isCollect: Type.Boolean(),
  /** the viewer's own stars, null when not rated (or signed out) */
  myStars: Type.Union([Type.Integer(), Type.Null()]),
});
export type CourseDetail = Static<typeof CourseDetail>;
export const CourseDetailResponse = okResult(CourseDetail);

export const RateCourseBody = Type.Object({
  courseId: Id(),
  stars: Type.Integer({ minimum: 1, maximum: 5 }),
  userId: IgnoredUserId(),
});
export type RateCourseBody = Static<typeof RateCourseBody>;
export const CourseRating = Type.Object({
  score: Type.Number(),
  ratingCount: Type.Integer(),
  myStars: Type.Integer(),
});
export type CourseRating = Static<typeof CourseRating>;
export const RateCourseResponse = okResult(CourseRating);

export const CollectCourseBody = Type.Object({ courseId: Id(), userId: IgnoredUserId() });
export type CollectCourseBody = Static<typeof CollectCourseBody>;
export const CollectCourseResponse = okResult(Type.Object({ isCollect: Type.Boolean() }));

export const CourseOrderBody = Type.Object({
  courseId: Id(),
  channel: PayChannelSchema,
  clientKey: ClientKey(),
  couponId: Type.Optional(Id({ description: '使用的优惠券（本人未使用的，全场通用）' })),
  userId: IgnoredUserId(),
});
export type CourseOrderBody = Static<typeof CourseOrderBody>;

/** a course order's payment: the payments' order with its own kind */
export const CoursePayment = Type.Object({
  ...Type.Omit(PayOrder, ['kind']).properties,
  kind: L('course'),
});
export type CoursePayment = Static<typeof CoursePayment>;
export const CourseOrderResponse = okResult(CoursePayment);
export const CoursePaymentQuery = Type.Object({ orderNo: OrderNo() });
export type CoursePaymentQuery = Static<typeof CoursePaymentQuery>;
export const CoursePaymentResponse = okResult(CoursePayment);

// ---- progress (the account area keeps it) ----

export const HeartbeatBody = Type.Object({
  courseId: Id(),
  videoId: Id(),
  /** seconds into the lecture the player is at */
  position: Type.Number({ minimum: 0, maximum: 1_000_000 }),
  userId: IgnoredUserId(),
});
export type HeartbeatBody = Static<typeof HeartbeatBody>;

export const LectureProgress = Type.Object({
  videoId: Type.Integer(),
  /** seconds of the lecture really watched, at most its length */
  watchedSeconds: Type.Integer(),
  /** where the viewer left off (seconds) */
  position: Type.Integer(),
  /** watched to LECTURE_DONE_SHARE of its length */
  done: Type.Boolean(),
  updatedAt: Type.Integer(),
});
export type LectureProgress = Static<typeof LectureProgress>;
export const HeartbeatResponse = okResult(
  Type.Object({ ...LectureProgress.properties, credited: Type.Integer() }),
);

export const CourseProgressQuery = Type.Object({ courseId: Id() });
export type CourseProgressQuery = Static<typeof CourseProgressQuery>;
export const CourseProgress = Type.Object({
  lectures: Type.Array(LectureProgress),
  /** the lecture last played, to resume */
  lastVideoId: Type.Union([Type.Integer(), Type.Null()]),
  /** 0–100 */
  progress: Type.Integer(),
});
export type CourseProgress = Static<typeof CourseProgress>;
export const CourseProgressResponse = okResult(CourseProgress);

/** the courses the session user collected, with their progress (我的课程's 收藏 tab) */
export const CollectedCoursesQuery = Type.Object({ ...PageQuery });
export type CollectedCoursesQuery = Static<typeof CollectedCoursesQuery>;
export const CollectedCoursesResponse = okList(MyCourse);

/** the session user's coupons a course order of `amountFen` may use (全场通用 only), the best first */
export const CourseCouponsQuery = Type.Object({
  amountFen: Type.Integer({ minimum: 1, maximum: 100_000_000, description: '课程原价（分）' }),
});
export type CourseCouponsQuery = Static<typeof CourseCouponsQuery>;
export const CourseCouponsResponse = okResult(UsableCoupons);
