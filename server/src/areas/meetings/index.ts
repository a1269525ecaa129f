/** The meetings area: meetings and agendas (its migration and seed still carry the courses, see docs/architecture.md). */
export { meetingFeeder } from './meeting.feeder';
export { meetingsCoursesSeeder } from './meetings-courses.seeder';
export { meetingsCourses as meetingsCoursesMigration } from './migration';
export type { MeetingsCoursesTables } from './schema';
