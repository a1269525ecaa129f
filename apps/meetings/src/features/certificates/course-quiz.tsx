import type { QuizResult } from '@portal/api/contract/cme';
import { submitQuizWrite } from '@portal/api/mutations/cme';
import { courseQuizQuery } from '@portal/api/queries/cme';
import { useQuery } from '@portal/query';
import { Button } from '@portal/shared-ui/button';
import { useWrite } from '@portal/shared-ui/use-write';
import { useId, useState } from 'react';
import { cmeMessages as t } from '../../cme-messages';
import { QueryView } from '../../components/section';

/**
 * A course's quiz: its questions (the server never sends which option is right), one option each,
 * scored by the server; a failed attempt marks the questions answered wrong and may be retried.
 */
export function CourseQuiz({ courseId, onClose }: { courseId: number; onClose: () => void }) {
  const query = useQuery(courseQuizQuery(courseId));
  const id = useId();
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [result, setResult] = useState<QuizResult | null>(null);
  const [missing, setMissing] = useState(false);
  const submit = useWrite(submitQuizWrite, { failedText: t.quizFailed, onSuccess: setResult });

  return (
    <QueryView query={query}>
      {(quiz) => (
        <form
          aria-label={quiz.title}
          noValidate
          className="mt-3 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            const answers = quiz.questions
              .filter((q) => chosen[q.id] !== undefined)
              .map((q) => ({ questionId: q.id, option: chosen[q.id] as number }));
            if (answers.length < quiz.questions.length) {
              setMissing(true);
              return;
            }
            setMissing(false);
            void submit.run({ quizId: quiz.id, answers });
          }}
        >
          <p className="text-sm font-medium text-ink">{quiz.title}</p>
          <ol className="space-y-3">
            {quiz.questions.map((q, index) => {
              const wrong = result?.wrongQuestionIds.includes(q.id) ?? false;
              return (
                <li key={q.id}>
                  <fieldset aria-invalid={wrong || undefined}>
                    <legend className="text-sm text-ink">
                      {index + 1}. {q.text}
                      {wrong ? <span className="ml-2 text-xs text-red-600">{t.wrongQuestion}</span> : null}
                    </legend>
                    <div className="mt-1 space-y-1">
                      {q.options.map((option, i) => (
                        <label key={option} className="flex items-center gap-2 text-sm text-ink-soft">
                          <input
                            type="radio"
                            name={`${id}-${q.id}`}
                            checked={chosen[q.id] === i}
                            onChange={() => setChosen((c) => ({ ...c, [q.id]: i }))}
                          />
                          {option}
                        </label>
                      ))}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
          {missing ? (
            <p role="alert" className="text-sm text-red-600">
              {t.answerAll}
            </p>
          ) : null}
          {result ? (
            <p
              role="status"
              className={`text-sm font-medium ${result.passed ? 'text-green-700' : 'text-red-600'}`}
            >
              {t.quizResult(result.score, result.passed)}
            </p>
          ) : null}
          <div className="flex gap-3">
            <Button type="submit" loading={submit.busy}>
              {t.submitQuiz}
            </Button>
            <Button variant="text" onClick={onClose}>
              {t.cancelQuiz}
            </Button>
          </div>
        </form>
      )}
    </QueryView>
  );
}
