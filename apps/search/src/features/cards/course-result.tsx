import type { SearchCourse } from '@portal/api/contract/search';
import { messages } from '../../messages';
import { ResultFrame } from './result-frame';

const t = messages.cards;

/** A cloud-classroom course: 免费 or its price, and the videos that matched. */
export function CourseResult({ course, words }: { course: SearchCourse; words: readonly string[] }) {
  const free = course.money === null || course.money === 0;
  return (
    <ResultFrame
      jump={{ type: 'ocscourse', id: course.id }}
      typeLabel={t.types.ocs_course}
      title={course.name}
      cover={course.cover}
      words={words}
      meta={
        <>
          <span className="max-w-[50%] truncate">{course.speakerNames}</span>
          <span>{t.score(course.score)}</span>
          <span className={free ? 'text-emerald-700' : 'text-orange-700'}>
            {free ? t.free : t.price(course.money ?? 0)}
          </span>
          <span className="ml-auto">
            {messages.common.views} {course.showViews}
          </span>
        </>
      }
    >
      {course.searchCourseVideos.length > 0 ? (
        <ul aria-label={t.courseVideos} className="ml-[216px] mt-2 space-y-1 text-sm text-ink-soft">
          {course.searchCourseVideos.slice(0, 3).map((v) => (
            <li key={v.id} className="truncate">
              {v.video.name}
              {v.video.speakerNames ? (
                <span className="ml-2 text-ink-mute">{v.video.speakerNames}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </ResultFrame>
  );
}
