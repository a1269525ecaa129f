import type { CourseCme } from '@portal/api/contract/cme';
import { courseCmeQuery } from '@portal/api/queries/cme';
import { useQuery } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { useHost } from '@portal/shared-ui/host';
import { lazy, Suspense, useState } from 'react';
import { cmeMessages as t } from '../../cme-messages';
import { QueryView, Section } from '../../components/section';
import { CertificateCard } from './certificate-card';
import { ClaimButton } from './claim-button';

// the quiz's form loads when the reader opens it
const CourseQuiz = lazy(() => import('./course-quiz').then((m) => ({ default: m.CourseQuiz })));

const percent = (watched: number, duration: number) =>
  duration > 0 ? Math.min(100, Math.floor((watched * 100) / duration)) : 0;

/**
 * A course's CME certificate, for the course page: the reader's progress towards it (each lecture
 * watched to 90 % by the server's measure, the quiz), the quiz, the claim, and the certificate once
 * issued. Signed-in readers only: a visitor is offered sign-in.
 */
export function CourseCertificatePanel({ courseId }: { courseId: number }) {
  const user = useSessionUser();
  const host = useHost();
  const query = useQuery({ ...courseCmeQuery(courseId, user?.id ?? null), enabled: user !== null });
  if (!user)
    return (
      <Section title={t.panelTitle}>
        <p className="text-sm text-ink-mute">{t.signInFirst}</p>
        <Button variant="secondary" className="mt-3" onClick={() => host.goSignIn()}>
          {t.signIn}
        </Button>
      </Section>
    );
  return (
    <Section title={t.panelTitle}>
      <QueryView query={query} lines={5}>
        {(standing) => <Standing standing={standing} />}
      </QueryView>
    </Section>
  );
}

function Standing({ standing: s }: { standing: CourseCme }) {
  const [quizOpen, setQuizOpen] = useState(false);
  return (
    <div className="space-y-4 text-sm">
      <p className="font-medium text-amber-700">{t.hours(s.hours)}</p>
      <div>
        <h3 className="font-medium text-ink">{t.lectures}</h3>
        <p className="mt-1 text-ink-mute">{t.lecturesDone(s.lecturesDone, s.lectures.length)}</p>
        <ul aria-label={t.lectures} className="mt-2 space-y-1">
          {s.lectures.map((l) => (
            <li key={l.id} className="flex items-center justify-between gap-3">
              <span className="min-w-0 truncate text-ink-soft">{l.name}</span>
              <span className={`shrink-0 text-xs ${l.done ? 'text-green-700' : 'text-ink-mute'}`}>
                {l.done ? `✓ ${t.lectureDone}` : t.lectureWatched(percent(l.watchedSeconds, l.duration))}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h3 className="font-medium text-ink">{t.quiz}</h3>
        {s.quiz ? (
          <>
            <p className={`mt-1 ${s.quiz.passed ? 'text-green-700' : 'text-ink-mute'}`}>
              {s.quiz.passed
                ? t.quizPassed(s.quiz.bestScore)
                : t.quizNotPassed(s.quiz.attempts, s.quiz.bestScore)}
            </p>
            {!s.quiz.passed ? (
              quizOpen ? (
                <Suspense fallback={null}>
                  <CourseQuiz courseId={s.courseId} onClose={() => setQuizOpen(false)} />
                </Suspense>
              ) : (
                <>
                  <p className="mt-1 text-xs text-ink-mute">
                    {t.quizPassMark(s.quiz.questionCount, s.quiz.passPercent)}
                  </p>
                  <Button variant="secondary" className="mt-2" onClick={() => setQuizOpen(true)}>
                    {s.quiz.attempts > 0 ? t.retakeQuiz : t.takeQuiz}
                  </Button>
                </>
              )
            ) : null}
          </>
        ) : (
          <p className="mt-1 text-ink-mute">{t.noQuiz}</p>
        )}
      </div>
      {s.certificate ? (
        <CertificateCard certificate={s.certificate} />
      ) : s.canClaim ? (
        <ClaimButton kind="course" activityId={s.courseId} />
      ) : s.blocker ? (
        <p className="rounded bg-surface px-3 py-2 text-ink-mute">{s.blocker}</p>
      ) : null}
    </div>
  );
}
