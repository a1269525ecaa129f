import type { AreaSettings } from '../../area';
import type { PortalDb } from '../../db/database';
import type { Dialect } from '../../db/dialect';
import type { Readers } from '../../readers/readers';
import { createBarrageRepository } from './barrage/barrage.repository';
import { createCalendarRepository } from './calendar/calendar.repository';
import { createCertificatesRepository } from './certificates/certificates.repository';
import { createCoursesRepository } from './courses/courses.repository';
import { createMeetingRepository } from './meetings.repository';
import { createParticipationRepository } from './participation/participation.repository';
import { createPlaybackRepository } from './playback/playback.repository';

/** The meetings area's repositories, built once by its plugin on the app's clock. */
export function createMeetingsRepositories(
  db: PortalDb,
  dialect: Dialect,
  now: () => number,
  readers: Readers,
) {
  const meetings = createMeetingRepository(db, now, readers);
  const playback = createPlaybackRepository(db, meetings);
  return {
    meetings,
    barrage: createBarrageRepository(db, dialect, now, meetings, playback),
    playback,
    certificates: createCertificatesRepository(db, now, readers, meetings, playback),
    participation: createParticipationRepository(db, now, meetings),
    calendar: createCalendarRepository(db, now),
    courses: createCoursesRepository(db),
  };
}

export type MeetingsRepositories = ReturnType<typeof createMeetingsRepositories>;

/** what every route plugin of the area is given */
export interface MeetingsRouteOptions extends AreaSettings {
  repos: MeetingsRepositories;
}
