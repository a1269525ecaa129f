import { beijingDateTime } from '@portal/api/beijing-time';
import type { MyCourse } from '@portal/api/contract/account-wallet';
import { myCoursesQuery } from '@portal/api/queries/account-wallet';
import { collectedCoursesQuery } from '@portal/api/queries/classroom';
import {
  courseUrl,
  MY_COURSE_VIEW_NAMES,
  MY_COURSE_VIEWS,
  type MyCourseView,
} from '@portal/api/rules/account-wallet';
import { formatYuan } from '@portal/api/rules/payments';
import { useInfiniteQuery } from '@portal/query';
import { useSearchParams } from '@portal/router';
import { useSessionUser } from '@portal/session/hooks';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { InfiniteFooter } from '@portal/shared-ui/paged-list';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useEffect } from 'react';
import { messages } from '../../messages';
import { CERTIFICATES_TAB, MyCertificates } from './my-certificates';
import { myCertificatesMessages } from './my-certificates-messages';

const t = messages.courses;

function CourseCard({ course }: { course: MyCourse }) {
  const price =
    course.money === null || course.money === 0
      ? t.free
      : t.price(formatYuan(Math.round(course.money * 100)));
  return (
    <li>
      <a
        href={courseUrl(course.id)}
        target="_blank"
        rel="noopener"
        className="group flex flex-col gap-3 rounded-lg border border-line p-3 hover:border-brand sm:flex-row sm:gap-4"
      >
        <img
          src={course.cover}
          alt=""
          width={220}
          height={124}
          loading="lazy"
          className="aspect-[220/124] w-full shrink-0 rounded object-cover sm:h-[124px] sm:w-[220px]"
        />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="line-clamp-2 text-base font-medium text-ink group-hover:text-brand">
            {course.name}
          </span>
          <span className="mt-1 truncate text-xs text-ink-soft">{t.speakers(course.speakerNames)}</span>
          <span className="mt-auto">
            <span
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={course.progress}
              aria-label={t.progress(course.progress)}
              className="block h-1.5 w-full overflow-hidden rounded bg-line"
            >
              <span className="block h-full bg-brand" style={{ width: `${course.progress}%` }} />
            </span>
            <span className="mt-1.5 flex items-center justify-between gap-2 text-xs text-ink-mute">
              <span className="min-w-0">
                {t.progress(course.progress)}
                <span className="ml-2">{t.lectures(course.lecturesDone, course.lectures)}</span>
                <span className="ml-2">{t.lastStudied(beijingDateTime(course.lastStudiedAt))}</span>
              </span>
              <span className={`shrink-0 ${course.money ? 'font-semibold text-red-600' : 'text-green-700'}`}>
                {price}
              </span>
            </span>
          </span>
        </span>
      </a>
    </li>
  );
}

/**
 * 我的课程 (issue 14): the courses the user is studying and those finished, from the study progress
 * their lectures recorded, and (issue 22) the courses collected; each card opens the course's page.
 */
export function MyCoursesPage() {
  const user = useSessionUser();
  const viewerId = user?.id ?? null;
  const [params] = useSearchParams();
  const asked = params.get('tab');
  const tab: MyCourseView = MY_COURSE_VIEWS.includes(asked as MyCourseView)
    ? (asked as MyCourseView)
    : 'studying';
  // 我的证书 (issue 22): a tab of its own beside the course lists
  const certificates = asked === CERTIFICATES_TAB;
  const studied = useInfiniteQuery({
    ...myCoursesQuery(tab === 'finished' ? 'finished' : 'studying', viewerId),
    enabled: viewerId !== null && tab !== 'collected' && !certificates,
  });
  const collected = useInfiniteQuery({
    ...collectedCoursesQuery(viewerId),
    enabled: viewerId !== null && tab === 'collected' && !certificates,
  });
  const query = tab === 'collected' ? collected : studied;
  const courses = query.data?.pages.flatMap((p) => p.list) ?? [];

  useEffect(() => {
    document.title = t.documentTitle;
  }, []);

  return (
    <section aria-labelledby="courses-heading" className="rounded-lg bg-white p-4 shadow-sm md:p-6">
      <h1 id="courses-heading" className="text-lg font-semibold text-ink">
        {t.heading}
      </h1>
      <FilterNav
        label={t.tabsLabel}
        variant="underline"
        className="mt-4"
        items={[
          ...MY_COURSE_VIEWS.map((key) => ({
            key,
            label: MY_COURSE_VIEW_NAMES[key],
            selected: key === tab && !certificates,
            to: key === 'studying' ? '?' : `?tab=${key}`,
          })),
          {
            key: CERTIFICATES_TAB,
            label: myCertificatesMessages.tab,
            selected: certificates,
            to: `?tab=${CERTIFICATES_TAB}`,
          },
        ]}
      />
      {certificates ? (
        <MyCertificates viewerId={viewerId} />
      ) : query.isPending && !query.isError ? (
        <Skeleton lines={6} label={t.loading} className="mt-4" />
      ) : (
        <>
          <ul aria-label={MY_COURSE_VIEW_NAMES[tab]} className="mt-4 space-y-3">
            {courses.map((c) => (
              <CourseCard key={c.id} course={c} />
            ))}
          </ul>
          <InfiniteFooter
            query={query}
            count={courses.length}
            emptyText={
              tab === 'studying' ? t.emptyStudying : tab === 'finished' ? t.emptyFinished : t.emptyCollected
            }
            texts={t}
          />
        </>
      )}
    </section>
  );
}
