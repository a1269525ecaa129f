import { contract } from '@portal/api/endpoint';

// the schemas load only where someone asks for them (the server); see @portal/api/endpoint
const classroom = contract(() => import(/* webpackMode: "weak" */ '../contract/classroom'));
const article = contract(() => import(/* webpackMode: "weak" */ '../contract/article'));

/** The cloud classroom (issue 22): the course list, a course's page, rating, collect and buying. */
export const classroomEndpoints = {
  courses: classroom.get('/wapi/ocs/course/list', (c) => ({
    query: c.CourseListQuery,
    response: c.CourseListResponse,
  })),
  series: classroom.get('/wapi/ocs/course/series', (c) => ({ response: c.CourseSeriesResponse })),
  /** a course's page (counts a view) */
  course: classroom.get('/wapi/ocs/course/detail', (c) => ({
    query: c.CourseQuery,
    response: c.CourseDetailResponse,
  })),
  rate: classroom.post('/wapi/ocs/course/rate', (c) => ({
    body: c.RateCourseBody,
    response: c.RateCourseResponse,
  })),
  collect: classroom.post('/wapi/ocs/course/collect', (c) => ({
    body: c.CollectCourseBody,
    response: c.CollectCourseResponse,
  })),
  order: classroom.post('/wapi/ocs/course/order', (c) => ({
    body: c.CourseOrderBody,
    response: c.CourseOrderResponse,
  })),
  payment: classroom.get('/wapi/ocs/course/order/payment', (c) => ({
    query: c.CoursePaymentQuery,
    response: c.CoursePaymentResponse,
  })),
};

/** A course's comments, through the article's comment contract (`articleId` names the course). */
export const courseCommentEndpoints = {
  comments: article.get('/wapi/ocs/course/getCommentsPage.do', (c) => ({
    query: c.CommentsQuery,
    response: c.CommentsResponse,
  })),
  childComments: article.get('/wapi/ocs/course/getChildComments.do', (c) => ({
    query: c.ChildCommentsQuery,
    response: c.ChildCommentsResponse,
  })),
  postComment: article.post('/wapi/ocs/course/comment.do', (c) => ({
    body: c.PostCommentBody,
    response: c.PostCommentResponse,
  })),
  commentDigg: article.post('/wapi/ocs/course/commentDigg.do', (c) => ({
    body: c.CommentDiggBody,
    response: c.CommentDiggResponse,
  })),
};

/**
 * What the account area answers of the classroom: a lecture's progress from the player's
 * heartbeats, the collected courses of 我的课程, and the coupons a course order may use.
 */
export const courseProgressEndpoints = {
  collected: classroom.get('/wapi/user/myCourses/collected', (c) => ({
    query: c.CollectedCoursesQuery,
    response: c.CollectedCoursesResponse,
  })),
  coupons: classroom.get('/wapi/user/coupons/usable/course', (c) => ({
    query: c.CourseCouponsQuery,
    response: c.CourseCouponsResponse,
  })),
  heartbeat: classroom.post('/wapi/ocs/course/heartbeat', (c) => ({
    body: c.HeartbeatBody,
    response: c.HeartbeatResponse,
  })),
  progress: classroom.get('/wapi/ocs/course/progress', (c) => ({
    query: c.CourseProgressQuery,
    response: c.CourseProgressResponse,
  })),
};
