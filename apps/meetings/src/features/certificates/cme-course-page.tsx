import { courseUrl } from '@portal/api/rules/account-wallet';
import { useSearchParams } from '@portal/router';
import { useEffect } from 'react';
import { cmeMessages } from '../../cme-messages';
import { CourseCertificatePanel } from './course-certificate-panel';

const t = cmeMessages.coursePage;

/**
 * `/cme/course?courseId=`: a course's certificate panel on a page of its own (the course page
 * carries the same panel).
 */
export function CmeCoursePage() {
  const [params] = useSearchParams();
  const courseId = Number(params.get('courseId'));
  const valid = Number.isInteger(courseId) && courseId > 0 && courseId <= 2_147_483_647;
  useEffect(() => {
    document.title = t.documentTitle;
  }, []);
  return (
    <main className="mx-auto max-w-2xl space-y-4 px-4 py-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-ink">{t.heading}</h1>
        {valid ? (
          <a href={courseUrl(courseId)} className="text-sm text-brand hover:underline">
            {t.openCourse}
          </a>
        ) : null}
      </div>
      {valid ? (
        <CourseCertificatePanel courseId={courseId} />
      ) : (
        <p role="alert" className="rounded-lg bg-white p-6 text-center text-ink-mute">
          {t.badCourse}
        </p>
      )}
    </main>
  );
}
