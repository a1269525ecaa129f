import { useSearchParams } from '@portal/router';
import { type CourseAside, CourseView } from './course-view';

/** `/cloudclassroomCourse?courseId=`: a course (the same page as /mooc's hash address). */
export function CoursePage({ aside }: { aside?: CourseAside }) {
  const [params] = useSearchParams();
  const raw = params.get('courseId');
  const n = Number(raw);
  const courseId = raw && /^[1-9]\d{0,9}$/.test(raw) && n <= 2_147_483_647 ? n : null;
  return <CourseView courseId={courseId} aside={aside} />;
}
