import type { RecommendedCourse, RecommendedMeeting } from '@portal/api/contract/channel';
import { dailyRecommendationsQuery } from '@portal/api/queries/content';
import { DAILY_RECOMMENDATION_LIMITS } from '@portal/api/rules/channel';
import type { SidebarContentType } from '@portal/api/rules/sidebar';
import { useQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { Dialog } from '@portal/shared-ui/dialog';
import { ContentLink } from '@portal/shared-ui/host';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { MeetingStateLabel } from '../../components/meeting-state-label';
import { messages } from '../../messages';

/** spec 9: the dialog shows once per day; the day it last showed is kept in local storage */
export const DAILY_RECOMMENDATION_KEY = 'portal:dailyRecommendationDate';

const t = messages.dailyRecommendation;

const today = () => dayjs().format('YYYY-MM-DD');

function shownToday(): boolean {
  try {
    return window.localStorage.getItem(DAILY_RECOMMENDATION_KEY) === today();
  } catch {
    // storage blocked: better never than on every article
    return true;
  }
}

function markShown() {
  try {
    window.localStorage.setItem(DAILY_RECOMMENDATION_KEY, today());
  } catch {
    // storage blocked or full: nothing else to do
  }
}

function MeetingItem({ meeting }: { meeting: RecommendedMeeting }) {
  return (
    <li>
      <ContentLink
        item={{ type: 'meeting', id: meeting.id }}
        className="group block no-underline"
        title={meeting.meetingName}
      >
        <span className="relative block aspect-video overflow-hidden rounded-md bg-surface">
          <img
            src={meeting.appMainPic}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
          <MeetingStateLabel status={meeting.meetingLiveStatus} className="absolute left-2 top-2" />
        </span>
        <span className="mt-1.5 line-clamp-2 text-sm font-medium leading-5 text-ink group-hover:text-brand">
          {meeting.meetingName}
        </span>
        <span className="mt-0.5 block truncate text-xs text-ink-mute">
          {meeting.meetingDateStr}
          {meeting.city ? ` · ${meeting.city}` : ''}
        </span>
      </ContentLink>
    </li>
  );
}

function CourseItem({ course, onOpen }: { course: RecommendedCourse; onOpen: () => void }) {
  return (
    // a click on the link bubbles here after the link has opened its tab (Enter on it clicks too)
    <li onClick={onOpen}>
      <ContentLink
        item={{ type: 'ocscourse', id: course.id }}
        className="group block no-underline"
        title={course.name}
      >
        <span className="block aspect-video overflow-hidden rounded-md bg-surface">
          <img
            src={course.cover}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        </span>
        <span className="mt-1.5 line-clamp-2 text-sm font-medium leading-5 text-ink group-hover:text-brand">
          {course.name}
        </span>
        <span className="mt-0.5 block truncate text-xs text-ink-mute">{course.speakerNames}</span>
      </ContentLink>
    </li>
  );
}

/**
 * The daily recommendation dialog of article pages (spec 4): once a day, on article load,
 * meetings (live, then upcoming) and cloud-classroom courses. Without a login token a course
 * link also closes the dialog.
 */
export interface DailyRecommendationProps {
  infoId: number;
  /** I: a news item (default); U: a user-written article or case */
  articleType?: SidebarContentType;
}

export function DailyRecommendation({ infoId, articleType = 'I' }: DailyRecommendationProps) {
  const user = useSessionUser();
  const [items, setItems] = useState<{ meetings: RecommendedMeeting[]; courses: RecommendedCourse[] } | null>(
    null,
  );
  const [open, setOpen] = useState(false);

  // asked only while the day is unused; an answer opens the dialog and marks the day
  const { data } = useQuery({
    ...dailyRecommendationsQuery({
      infoId,
      ...(articleType === 'U' ? { articleType } : {}),
      meetingLimit: DAILY_RECOMMENDATION_LIMITS.meetings,
      courseLimit: DAILY_RECOMMENDATION_LIMITS.courses,
    }),
    enabled: !shownToday(),
  });

  useEffect(() => {
    // nothing to show, or another article page of this visit showed it meanwhile. A failure
    // (spec 8) is not shown: the next article tries again
    if (!data || data.length === 0 || shownToday()) return;
    markShown();
    setItems({
      meetings: data.filter((i): i is RecommendedMeeting => i.type === 'meeting'),
      courses: data.filter((i): i is RecommendedCourse => i.type === 'ocs_course'),
    });
    setOpen(true);
  }, [data]);

  if (!items) return null;
  const close = () => setOpen(false);
  return (
    <Dialog open={open} onClose={close} title={t.title} width={816}>
      {items.meetings.length > 0 ? (
        <section aria-label={t.meetingsLabel}>
          <h3 className="mb-2 text-sm font-semibold text-ink">{t.meetingsTitle}</h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {items.meetings.map((m) => (
              <MeetingItem key={m.id} meeting={m} />
            ))}
          </ul>
        </section>
      ) : null}
      {items.courses.length > 0 ? (
        <section aria-label={t.coursesLabel} className={items.meetings.length > 0 ? 'mt-4' : ''}>
          <h3 className="mb-2 text-sm font-semibold text-ink">{t.coursesTitle}</h3>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {items.courses.map((c) => (
              <CourseItem key={c.id} course={c} onOpen={user ? () => {} : close} />
            ))}
          </ul>
        </section>
      ) : null}
    </Dialog>
  );
}
