/** The meetings area: meetings and agendas (its migration and seed still carry the courses, see docs/architecture.md). */
export { agendasLecturesSeeder } from './agendas-lectures.seeder';
export { meetingFeeder } from './meeting.feeder';
export { meetingRoutes } from './meetings.routes';
export { meetingsCoursesSeeder } from './meetings-courses.seeder';
export {
  agendasLecturesTables,
  meetingProgramme as meetingProgrammeMigration,
  meetingsCourses as meetingsCoursesMigration,
} from './migration';
export { meetingPlaybackRoutes } from './playback/playback.routes';
export { meetingProgrammeSeeder } from './programme.seeder';
export type { AgendasLecturesTables, MeetingsCoursesTables } from './schema';
