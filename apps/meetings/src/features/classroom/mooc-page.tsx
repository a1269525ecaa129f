import type { CourseListQuery } from '@portal/api/contract/classroom';
import { coursePagesQuery, courseSeriesQuery } from '@portal/api/queries/classroom';
import { specialitiesQuery } from '@portal/api/queries/meetings';
import {
  COURSE_PRICE_NAMES,
  COURSE_PRICES,
  COURSE_SORT_NAMES,
  COURSE_SORTS,
  type CoursePrice,
  type CourseSort,
  courseIdOfHash,
} from '@portal/api/rules/classroom';
import { useInfiniteQuery, useQuery } from '@portal/query';
import { useLocation, useSearchParams } from '@portal/router';
import { Button } from '@portal/shared-ui/button';
import { FilterNav } from '@portal/shared-ui/filter-nav';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { lazy, Suspense, useEffect } from 'react';
import { classroomMessages } from './classroom-messages';
import { CourseCard } from './course-card';

const t = classroomMessages.home;

// the course of the hash address: its page's code loads only when the address names a course
import type { CourseAside } from './course-view';

const CourseView = lazy(() => import('./course-view').then((m) => ({ default: m.CourseView })));

/** a positive id from the address, else none (a forged `?speciality=abc` is just "all") */
function idParam(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** the filters, kept in the address so a list can be shared and comes back with 后退 */
function useFilters() {
  const [params] = useSearchParams();
  const filter: Omit<CourseListQuery, 'pageNo' | 'pageSize'> = {};
  const subspecialtyId = idParam(params.get('speciality'));
  const price = oneOf<CoursePrice>(COURSE_PRICES, params.get('price'));
  const sort = oneOf<CourseSort>(COURSE_SORTS, params.get('sort')) ?? 'hot';
  const seriesId = idParam(params.get('series'));
  if (subspecialtyId) filter.subspecialtyId = subspecialtyId;
  if (price) filter.price = price;
  if (seriesId) filter.seriesId = seriesId;
  filter.sort = sort;
  const href = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(change)) {
      if (v === undefined) next.delete(k);
      else next.set(k, v);
    }
    const q = next.toString();
    return q ? `/mooc?${q}` : '/mooc';
  };
  return { filter, href };
}

function Filters() {
  const { filter, href } = useFilters();
  const specialities = useQuery(specialitiesQuery());
  const series = useQuery(courseSeriesQuery());
  return (
    <div className="space-y-3 rounded-lg bg-white p-4">
      <FilterNav
        label={t.specialities}
        variant="chips"
        items={[
          {
            key: 'all',
            label: t.all,
            selected: filter.subspecialtyId === undefined,
            to: href({ speciality: undefined }),
          },
          ...(specialities.data?.list ?? []).map((s) => ({
            key: String(s.id),
            label: s.name,
            selected: filter.subspecialtyId === s.id,
            to: href({ speciality: String(s.id) }),
          })),
        ]}
      />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <FilterNav
          label={t.price}
          variant="pills"
          items={[
            {
              key: 'all',
              label: t.all,
              selected: filter.price === undefined,
              to: href({ price: undefined }),
            },
            ...COURSE_PRICES.map((p) => ({
              key: p,
              label: COURSE_PRICE_NAMES[p],
              selected: filter.price === p,
              to: href({ price: p }),
            })),
          ]}
        />
        <FilterNav
          label={t.sort}
          variant="pills"
          items={COURSE_SORTS.map((s) => ({
            key: s,
            label: COURSE_SORT_NAMES[s],
            selected: filter.sort === s,
            to: href({ sort: s === 'hot' ? undefined : s }),
          }))}
        />
      </div>
      {(series.data?.list.length ?? 0) > 0 ? (
        <FilterNav
          label={t.series}
          variant="pills"
          items={[
            {
              key: 'all',
              label: t.allSeries,
              selected: filter.seriesId === undefined,
              to: href({ series: undefined }),
            },
            ...(series.data?.list ?? []).map((s) => ({
              key: String(s.id),
              label: `${s.name}（${t.seriesCount(s.courses)}）`,
              selected: filter.seriesId === s.id,
              to: href({ series: String(s.id) }),
            })),
          ]}
        />
      ) : null}
    </div>
  );
}

function CourseList() {
  const { filter } = useFilters();
  const query = useInfiniteQuery(coursePagesQuery(filter));
  const courses = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (query.isPending)
    return (
      <div className="rounded-lg bg-white p-4">
        <Skeleton lines={8} />
      </div>
    );
  return (
    <section aria-label={t.heading} className="rounded-lg bg-white p-4">
      {courses.length === 0 ? (
        <p className="py-10 text-center text-sm text-ink-mute">{t.empty}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {courses.map((c, i) => (
            <CourseCard key={c.id} course={c} eager={i < 4} />
          ))}
        </ul>
      )}
      <div className="mt-4 flex justify-center">
        {query.hasNextPage ? (
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? classroomMessages.home.more : t.more}
          </Button>
        ) : courses.length > 0 ? (
          <span className="text-xs text-ink-mute">{t.noMore}</span>
        ) : null}
      </div>
    </section>
  );
}

/**
 * `/mooc`: the cloud classroom — courses by speciality, free or paid, hot or new, by series. The
 * spec's course address `/mooc/#/pages/coursePlay/coursePlay?courseId=` shows the course itself.
 */
export function MoocPage({ courseAside }: { courseAside?: CourseAside }) {
  const { hash } = useLocation();
  const courseId = courseIdOfHash(hash);
  useEffect(() => {
    if (courseId === null) document.title = t.documentTitle;
  }, [courseId]);
  if (courseId !== null || hash.startsWith('#/pages/coursePlay'))
    return (
      <Suspense fallback={<Skeleton lines={10} className="mx-auto max-w-page p-6" />}>
        <CourseView courseId={courseId} aside={courseAside} />
      </Suspense>
    );
  return (
    <main className="mx-auto max-w-page space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-ink">{t.heading}</h1>
      <Filters />
      <CourseList />
    </main>
  );
}
