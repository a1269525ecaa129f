import type { ClassroomCourse } from '@portal/api/contract/classroom';
import { scoreText } from '@portal/api/rules/classroom';
import { ContentLink } from '@portal/shared-ui/host';
import { classroomMessages } from './classroom-messages';

const t = classroomMessages.card;

/** A course as /mooc lists it: cover, name, speakers, learners, score and price or 免费. */
export function CourseCard({ course, eager = false }: { course: ClassroomCourse; eager?: boolean }) {
  return (
    <li>
      <ContentLink item={{ type: 'ocscourse', id: course.id }} className="group block">
        <span className="relative block aspect-video overflow-hidden rounded-md bg-surface">
          <img
            src={course.cover}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            width={240}
            height={135}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
          <span className="absolute bottom-1 right-1 rounded bg-ink/70 px-1.5 py-0.5 text-xs leading-none text-white">
            {t.lectures(course.lectures)}
          </span>
        </span>
        <span className="mt-2 line-clamp-2 text-[15px] font-medium leading-5 text-ink group-hover:text-brand">
          {course.name}
        </span>
        <span className="mt-1 block truncate text-xs text-ink-soft">{course.speakerNames}</span>
        <span className="mt-1 flex items-center justify-between gap-2 text-xs text-ink-mute">
          <span>
            {t.views(course.showViews)} · {t.score(scoreText(course.score * 10))}
          </span>
          {course.money === null ? (
            <span className="font-medium text-green-700">{t.free}</span>
          ) : (
            <span className="font-medium text-red-600">{t.price(course.money)}</span>
          )}
        </span>
      </ContentLink>
    </li>
  );
}
