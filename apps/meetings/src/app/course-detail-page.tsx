import { CoursePage } from '../features/classroom/course-page';
import { certificateAside } from './course-certificate-aside';

/** `/cloudclassroomCourse?courseId=` as the app composes it: the course, and its CME panel. */
export function CourseDetailPage() {
  return <CoursePage aside={certificateAside} />;
}
