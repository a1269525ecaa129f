import { WhenIdle } from '@portal/shared-ui/when-idle';
import { lazy, Suspense } from 'react';
import type { CourseAside } from '../features/classroom/course-view';

// the CME panel reads the reader's own standing: after the page's first idle period
const CourseCertificatePanel = lazy(() =>
  import('../features/certificates/course-certificate-panel').then((m) => ({
    default: m.CourseCertificatePanel,
  })),
);

/** under a course's lectures: its CME panel, loaded after the page's first idle period */
export const certificateAside: CourseAside = (course) => (
  <WhenIdle>
    <Suspense fallback={null}>
      <CourseCertificatePanel courseId={course.id} />
    </Suspense>
  </WhenIdle>
);
