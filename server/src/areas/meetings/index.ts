/** The meetings area: meetings and agendas (its migration and seed still carry the courses, see docs/architecture.md). */

export { agendasLecturesSeeder } from './agendas-lectures.seeder';
export { LIVE_SOCKETS_PER_CLIENT } from './barrage/barrage.routes';
export { cmeCertificatesMigration } from './certificates/migration';
export type { CmeTables } from './certificates/schema';
export { classroomMigration } from './courses/migration';
export { meetingGiftRoutes } from './gifts/gifts.routes';
export { meetingFeeder } from './meeting.feeder';
export { meetingsArea } from './meetings.area';
export { meetingRoutes } from './meetings.routes';
export { meetingsCoursesSeeder } from './meetings-courses.seeder';
export {
  agendasLecturesTables,
  meetingGifts as meetingGiftsMigration,
  meetingProgramme as meetingProgrammeMigration,
  meetingsCourses as meetingsCoursesMigration,
} from './migration';
export { meetingOrderRoutes } from './orders/orders.routes';
export { MEETING_PAYMENT_KINDS } from './payment-kinds';
export { meetingPlaybackRoutes } from './playback/playback.routes';
export { venueStatus } from './playback/venue-access';
export { agendaProductTables } from './product-mentions/migration';
export type { MeetingAgendaProductTables } from './product-mentions/schema';
export { meetingProgrammeSeeder } from './programme.seeder';
export type { AgendasLecturesTables, MeetingsCoursesTables } from './schema';
