/** The meetings area: meetings and agendas (its migration and seed still carry the courses, see docs/architecture.md). */
export { agendasLecturesSeeder } from './agendas-lectures.seeder';
export { meetingFeeder } from './meeting.feeder';
export { meetingsCoursesSeeder } from './meetings-courses.seeder';
export { agendasLecturesTables, meetingsCourses as meetingsCoursesMigration } from './migration';
export type { AgendasLecturesTables, MeetingsCoursesTables } from './schema';
