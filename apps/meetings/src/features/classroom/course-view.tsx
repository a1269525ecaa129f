import type { CourseDetail, CourseLectureItem, CourseProgress } from '@portal/api/contract/classroom';
import { ApiError, apiErrorMessage } from '@portal/api/errors';
import { collectCourseWrite, courseHeartbeat, rateCourseWrite } from '@portal/api/mutations/classroom';
import { classroomKeys, courseProgressQuery, courseQuery } from '@portal/api/queries/classroom';
import { profileUrl } from '@portal/api/rules/account-profile';
import { CLASSROOM_LIMITS, scoreText } from '@portal/api/rules/classroom';
import { useQuery, useQueryClient } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { useFollow } from '@portal/session/use-follow';
import { Button } from '@portal/shared-ui/button';
import type { CommentAuthor } from '@portal/shared-ui/comments';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { useHost } from '@portal/shared-ui/host';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useWrite } from '@portal/shared-ui/use-write';
import { WhenIdle } from '@portal/shared-ui/when-idle';
import { WhenNear } from '@portal/shared-ui/when-near';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { classroomMessages } from './classroom-messages';
import { courseCommentAdapter } from './comment-adapter';

const t = classroomMessages.course;

// the player (ArtPlayer, hls.js), the comments and the buying dialog load when they are needed;
// the comments never before the page's first idle period (a short course puts them near at once)
const LectureVideo = lazy(() => import(/* webpackChunkName: "lecture-video" */ './lecture-video'));
const CommentSection = lazy(() =>
  import('@portal/shared-ui/comments').then((m) => ({ default: m.CommentSection })),
);
const BuyCourseDialog = lazy(() =>
  import('./buy-course-dialog').then((m) => ({ default: m.BuyCourseDialog })),
);

const commentProfile = (author: CommentAuthor) =>
  author.id == null ? undefined : profileUrl(Number(author.id));

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg bg-white px-4 py-4 sm:px-5">
      <h2 className="mb-3 text-lg font-semibold text-ink">{title}</h2>
      {children}
    </section>
  );
}

function Stars({ course }: { course: CourseDetail }) {
  const host = useHost();
  const user = useSessionUser();
  const rate = useWrite(rateCourseWrite, {
    failedText: classroomMessages.purchase.failed,
    serverMessage: true,
  });
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-ink-soft">{course.myStars ? t.myStars(course.myStars) : t.rate}</span>
      <span className="flex">
        {[1, 2, 3, 4, 5].map((n) => {
          const on = (course.myStars ?? 0) >= n;
          return (
            <button
              key={n}
              type="button"
              aria-pressed={course.myStars === n}
              aria-label={t.star(n)}
              disabled={rate.busy}
              onClick={() => {
                if (!user) {
                  host.requireLogin();
                  return;
                }
                void rate.run({ courseId: course.id, stars: n });
              }}
              className={`min-h-12 min-w-12 px-0.5 text-xl leading-none md:min-h-0 md:min-w-0 ${on ? 'text-amber-500' : 'text-line'} hover:text-amber-400`}
            >
              ★
            </button>
          );
        })}
      </span>
    </div>
  );
}

function CollectButton({ course }: { course: CourseDetail }) {
  const host = useHost();
  const follow = useFollow({
    write: collectCourseWrite,
    input: { courseId: course.id },
    on: course.isCollect,
    gate: host.requireLogin,
    failedText: classroomMessages.purchase.failed,
  });
  return (
    <button
      type="button"
      aria-pressed={follow.on}
      disabled={follow.busy}
      onClick={follow.toggle}
      className={`h-9 rounded px-4 text-sm ${follow.on ? 'border border-line text-ink-soft' : 'border border-brand text-brand'} disabled:opacity-60`}
    >
      {follow.on ? t.collected : t.collect}
    </button>
  );
}

function Head({ course, onBuy }: { course: CourseDetail; onBuy: () => void }) {
  return (
    <section
      aria-label={course.name}
      className="flex flex-col gap-4 rounded-lg bg-white p-4 sm:flex-row sm:p-5"
    >
      <img
        src={course.cover}
        alt=""
        width={240}
        height={135}
        className="aspect-video w-full shrink-0 rounded-md object-cover sm:w-60"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <h1 className="text-xl font-semibold text-ink">{course.name}</h1>
        <p className="text-sm text-ink-soft">
          {t.speakers}：{course.speakerNames}
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-mute">
          <span>
            {t.score} <b className="text-amber-600">{scoreText(Math.round(course.score * 10))}</b>（
            {t.ratings(course.ratingCount)}）
          </span>
          <span>{t.views(course.showViews)}</span>
          {course.seriesName ? (
            <span>
              {t.series}：{course.seriesName}
            </span>
          ) : null}
        </p>
        <Stars course={course} />
        <div className="flex flex-wrap items-center gap-3 pt-1">
          {course.money === null ? (
            <span className="text-lg font-semibold text-green-700">{t.free}</span>
          ) : course.bought ? (
            <span className="text-sm font-medium text-green-700">{t.bought}</span>
          ) : (
            <Button onClick={onBuy}>{t.buy(course.money)}</Button>
          )}
          <CollectButton course={course} />
        </div>
      </div>
    </section>
  );
}

function LectureList({
  course,
  progress,
  current,
  onPick,
}: {
  course: CourseDetail;
  progress: CourseProgress | undefined;
  current: number | null;
  onPick: (lecture: CourseLectureItem) => void;
}) {
  const [shown, setShown] = useState<number>(CLASSROOM_LIMITS.lecturesShown);
  const list = course.lectureList;
  const byId = new Map((progress?.lectures ?? []).map((l) => [l.videoId, l]));
  return (
    <Block title={t.lectures(list.length)}>
      <ol className="divide-y divide-line">
        {list.slice(0, shown).map((l) => {
          const mine = byId.get(l.id);
          const playing = l.id === current;
          return (
            <li key={l.id} className="flex items-center gap-3 py-2">
              <div className="min-w-0 flex-1">
                <p className={`truncate text-sm ${playing ? 'font-semibold text-brand' : 'text-ink'}`}>
                  {l.name}
                </p>
                <p className="text-xs text-ink-mute">
                  {l.speakerNames} · {t.duration(l.duration)}
                  {mine ? ` · ${mine.done ? t.done : t.watched(mine.watchedSeconds)}` : ''}
                </p>
              </div>
              {l.preview ? (
                <span className="rounded bg-brand-50 px-1.5 text-xs text-brand">{t.preview}</span>
              ) : null}
              <button
                type="button"
                onClick={() => onPick(l)}
                aria-label={`${l.canWatch ? t.play : t.locked}：${l.name}`}
                className={`h-8 shrink-0 rounded px-3 text-xs ${l.canWatch ? 'bg-brand text-white hover:bg-brand-700' : 'border border-line text-ink-mute'}`}
              >
                {playing ? t.playing : l.canWatch ? t.play : t.locked}
              </button>
            </li>
          );
        })}
      </ol>
      {list.length > CLASSROOM_LIMITS.lecturesShown ? (
        <div className="mt-2 flex justify-center">
          {shown < list.length ? (
            <button
              type="button"
              className="text-sm text-brand hover:underline"
              onClick={() => setShown((n) => n + CLASSROOM_LIMITS.lecturesMore)}
            >
              {t.expand}
            </button>
          ) : (
            <button
              type="button"
              className="text-sm text-brand hover:underline"
              onClick={() => setShown(CLASSROOM_LIMITS.lecturesShown)}
            >
              {t.collapse}
            </button>
          )}
        </div>
      ) : null}
    </Block>
  );
}

/** where a lecture resumes: the server's position, unless it is at the very end */
function resumeAt(lecture: CourseLectureItem, progress: CourseProgress | undefined): number {
  const mine = progress?.lectures.find((l) => l.videoId === lecture.id);
  if (!mine) return 0;
  return mine.position >= lecture.duration - 5 ? 0 : mine.position;
}

function Player({
  course,
  lecture,
  progress,
  autoPlay,
  onBuy,
}: {
  course: CourseDetail;
  lecture: CourseLectureItem | undefined;
  progress: CourseProgress | undefined;
  autoPlay: boolean;
  onBuy: () => void;
}) {
  const user = useSessionUser();
  const client = useQueryClient();
  const viewerId = user?.id ?? null;
  // the resume position is read once per lecture: later beats must not restart the player
  const [start] = useState(() => (lecture ? resumeAt(lecture, progress) : 0));
  // the player (ArtPlayer, hls.js: about 200 KiB gzip) loads when the viewer asks for it: until then
  // the cover and a play button hold its place (a lecture picked from the list plays at once)
  const [started, setStarted] = useState(autoPlay);
  const onBeat = useCallback(
    (position: number) => {
      if (viewerId === null || !lecture) return;
      courseHeartbeat({ courseId: course.id, videoId: lecture.id, position })
        .then((answer) => {
          client.setQueryData<CourseProgress>(courseProgressQuery(course.id, viewerId).queryKey, (old) => {
            const others = (old?.lectures ?? []).filter((l) => l.videoId !== answer.videoId);
            const { credited: _credited, ...mine } = answer;
            return { lectures: [...others, mine], lastVideoId: answer.videoId, progress: old?.progress ?? 0 };
          });
        })
        .catch(() => undefined);
    },
    [client, course.id, lecture, viewerId],
  );
  if (!lecture) return null;
  if (!lecture.canWatch || !lecture.playlistUrl)
    return (
      <div className="flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-md bg-ink/90 px-6 text-center text-white">
        <p>{t.lockedNotice}</p>
        <Button onClick={onBuy}>{t.buy(course.money ?? 0)}</Button>
      </div>
    );
  return (
    <div className="space-y-2">
      {!started ? (
        <button
          type="button"
          onClick={() => {
            performance.mark?.('lecture-play-pressed');
            setStarted(true);
          }}
          aria-label={`${t.start}：${lecture.name}`}
          className="group relative block aspect-video w-full overflow-hidden rounded-md bg-black"
        >
          <img
            src={course.cover}
            alt=""
            width={960}
            height={540}
            className="h-full w-full object-cover opacity-80"
          />
          <span className="absolute inset-0 flex items-center justify-center">
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-black/60 text-3xl text-white transition group-hover:bg-brand">
              ▶
            </span>
          </span>
        </button>
      ) : (
        <Suspense fallback={<div className="aspect-video w-full rounded-md bg-black" />}>
          <LectureVideo
            src={lecture.playlistUrl}
            poster={course.cover}
            title={lecture.name}
            startAt={start}
            autoPlay
            onBeat={onBeat}
            onFirstFrame={() => {
              performance.mark?.('lecture-first-frame');
            }}
          />
        </Suspense>
      )}
      {start > 0 ? (
        <p role="status" className="text-xs text-ink-mute">
          {t.resumeAt(start)}
        </p>
      ) : null}
    </div>
  );
}

function CourseBody({ course, aside }: { course: CourseDetail; aside?: CourseAside }) {
  const host = useHost();
  const user = useSessionUser();
  const viewerId = user?.id ?? null;
  const progress = useQuery({ ...courseProgressQuery(course.id, viewerId), enabled: viewerId !== null });
  const [picked, setPicked] = useState<number | null>(null);
  const [autoPlay, setAutoPlay] = useState(false);
  // each pick in the list is a new player (picking the lecture shown plays it too)
  const [picks, setPicks] = useState(0);
  const [buying, setBuying] = useState(false);
  const client = useQueryClient();
  const adapter = useMemo(() => courseCommentAdapter(course.id), [course.id]);

  // the lecture to show: the one picked, else the one last watched, else the first
  const last = progress.data?.lastVideoId ?? null;
  const currentId =
    picked ??
    (last !== null && course.lectureList.some((l) => l.id === last)
      ? last
      : (course.lectureList[0]?.id ?? null));
  const lecture = course.lectureList.find((l) => l.id === currentId);
  const waitingForProgress = viewerId !== null && progress.isPending && picked === null;

  const buy = () => {
    if (!user) {
      host.requireLogin();
      return;
    }
    setBuying(true);
  };

  return (
    <main className="mx-auto max-w-page space-y-4 px-4 py-6">
      <Head course={course} onBuy={buy} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[1fr_360px]">
        <div className="min-w-0 space-y-4">
          <section aria-label={t.player} className="rounded-lg bg-white p-3 sm:p-4">
            {waitingForProgress ? (
              <div className="aspect-video w-full animate-pulse rounded-md bg-line/70" />
            ) : lecture ? (
              <>
                <h2 className="mb-2 truncate text-sm font-medium text-ink">{lecture.name}</h2>
                <Player
                  key={`${lecture.id}:${picks}`}
                  course={course}
                  lecture={lecture}
                  progress={progress.data}
                  autoPlay={autoPlay}
                  onBuy={buy}
                />
              </>
            ) : (
              <p className="py-10 text-center text-sm text-ink-mute">{t.choose}</p>
            )}
            {progress.data && progress.data.lectures.length > 0 ? (
              <p className="mt-2 text-xs text-ink-soft">{t.progress(progress.data.progress)}</p>
            ) : null}
          </section>
          <Block title={t.intro}>
            <p className="whitespace-pre-line text-sm leading-6 text-ink-soft">{course.intro}</p>
          </Block>
          <Block title={t.comments}>
            <div style={{ minHeight: 160 }}>
              <WhenNear minHeight={160}>
                <WhenIdle>
                  <Suspense fallback={<Skeleton lines={4} />}>
                    <CommentSection
                      adapter={adapter}
                      area="meeting"
                      signedIn={user !== null}
                      onRequireLogin={() => host.requireLogin()}
                      profileHref={commentProfile}
                    />
                  </Suspense>
                </WhenIdle>
              </WhenNear>
            </div>
          </Block>
        </div>
        <div className="space-y-4">
          <LectureList
            course={course}
            progress={progress.data}
            current={currentId}
            onPick={(l) => {
              setPicked(l.id);
              setAutoPlay(l.canWatch);
              setPicks((n) => n + 1);
            }}
          />
          {aside?.(course)}
        </div>
      </div>
      {buying && course.money !== null ? (
        <Suspense fallback={null}>
          <BuyCourseDialog
            course={course}
            onClose={() => setBuying(false)}
            onBought={() => {
              setBuying(false);
              void client.invalidateQueries({
                queryKey: classroomKeys.of('course', { courseId: course.id, viewerId }),
              });
            }}
          />
        </Suspense>
      ) : null}
    </main>
  );
}

/** A course's page: its head, the player (resuming where the viewer left off), lectures, introduction and comments. */
/** what the app adds under the lecture list (features never import each other): the CME panel */
export type CourseAside = (course: CourseDetail) => ReactNode;

export function CourseView({ courseId, aside }: { courseId: number | null; aside?: CourseAside }) {
  const viewerId = useSessionUser()?.id ?? null;
  const query = useQuery({ ...courseQuery(courseId ?? 0, viewerId), enabled: courseId !== null });
  const course = query.data;
  useEffect(() => {
    if (course) document.title = t.documentTitle(course.name);
  }, [course]);
  if (courseId === null || (query.error instanceof ApiError && query.error.code === 404))
    return <NotFound title={t.notFoundTitle} message={t.notFoundBody} />;
  if (query.error)
    return (
      <ErrorBlock
        message={apiErrorMessage(query.error, t.loadFailed)}
        onRetry={() => void query.refetch()}
        retryText={t.retry}
        className="py-20"
      />
    );
  if (!course)
    return (
      <main className="mx-auto max-w-page px-4 py-6">
        <Skeleton lines={10} />
      </main>
    );
  return <CourseBody course={course} aside={aside} />;
}
