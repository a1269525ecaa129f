import type { AreaDefinition } from '../../area';
import { named } from '../../lib/plugin-name';
import { agendasLecturesSeeder } from './agendas-lectures.seeder';
import { barrageRoutes } from './barrage/barrage.routes';
import { meetingCalendarRoutes } from './calendar/calendar.routes';
import { certificateRoutes } from './certificates/certificates.routes';
import { certificatesSeeder } from './certificates/certificates.seeder';
import { meetingCommentRoutes } from './comments/meeting-comments.routes';
import { courseFeeder } from './course.feeder';
import { classroomSeeder } from './courses/classroom.seeder';
import { courseMediaRoutes } from './courses/course-media.routes';
import { courseOrderRoutes } from './courses/course-orders.routes';
import { courseRoutes } from './courses/courses.routes';
import { COURSE_PAYMENT_KINDS } from './courses/payment-kinds';
import { meetingGiftRoutes } from './gifts/gifts.routes';
import { meetingFeeder } from './meeting.feeder';
import { MEETINGS_READERS } from './meetings.readers';
import { meetingRoutes } from './meetings.routes';
import { MEETINGS_SITEMAP } from './meetings.sitemap';
import { meetingsCoursesSeeder } from './meetings-courses.seeder';
import { meetingOrderRoutes } from './orders/orders.routes';
import { MEETING_PAGES } from './pages/meetings.pages';
import { meetingParticipationRoutes } from './participation/participation.routes';
import { MEETING_PAYMENT_KINDS } from './payment-kinds';
import { meetingPlaybackRoutes } from './playback/playback.routes';
import { agendaProductsSeeder } from './product-mentions/agenda-products.seeder';
import { meetingProgrammeSeeder } from './programme.seeder';
import { createMeetingsRepositories } from './repositories';

declare module '../../area' {
  interface AreaSettings {
    /** live barrage sockets one client address may hold at once on this instance */
    liveSocketsPerClient?: number;
  }
}

/**
 * The meetings area: meetings, agendas, live barrage and viewer counts, playback, votes,
 * questionnaires and check-in, the calendar, comments, paid viewing and gifts (its migration and
 * seed still carry the courses of the cloud classroom, see docs/architecture.md).
 */
export const meetingsArea: AreaDefinition = {
  name: 'meetings',
  async plugin(app, settings) {
    const now = settings.now ?? (() => Date.now());
    const options = { ...settings, repos: createMeetingsRepositories(app.db, app.dialect, now, app.readers) };
    await app.register(named(meetingRoutes), options);
    await app.register(named(barrageRoutes), {
      now: settings.now,
      repos: options.repos,
      socketsPerClient: settings.liveSocketsPerClient,
      originPolicy: { allowedOrigins: settings.allowedOrigins ?? [], demo: settings.demo },
    });
    await app.register(named(meetingPlaybackRoutes), options);
    await app.register(named(meetingCalendarRoutes), options);
    await app.register(named(meetingCommentRoutes), options);
    await app.register(named(meetingParticipationRoutes), options);
    await app.register(named(meetingOrderRoutes), options);
    await app.register(named(meetingGiftRoutes), options);
    await app.register(named(courseRoutes), options);
    await app.register(named(courseMediaRoutes), options);
    await app.register(named(courseOrderRoutes), options);
    await app.register(named(certificateRoutes), options);
  },
  feeders: [meetingFeeder, courseFeeder],
  seeders: [
    meetingsCoursesSeeder,
    agendasLecturesSeeder,
    meetingProgrammeSeeder,
    agendaProductsSeeder,
    classroomSeeder,
    certificatesSeeder,
  ],
  paymentKinds: { ...MEETING_PAYMENT_KINDS, ...COURSE_PAYMENT_KINDS },
  readers: MEETINGS_READERS,
  sitemap: MEETINGS_SITEMAP,
  pages: MEETING_PAGES,
};
