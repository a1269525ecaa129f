import type { QuestionItem, Questionnaire } from '@portal/api/contract/meeting-participation';
import { saveAnswersWrite } from '@portal/api/mutations/meetings';
import { QUESTION_KIND, QUESTIONNAIRE_LIMITS } from '@portal/api/rules/meetings';
import { Button } from '@portal/shared-ui/button';
import { useWrite } from '@portal/shared-ui/use-write';
import { useId, useState } from 'react';
import { messages } from '../../messages';
import { ChoiceList } from './choice-list';
import { type Answers, answersProblem, isTextItem, textLength, toAnswerList } from './questionnaire-answers';

const t = messages.participation;

/** The questionnaire's items, checked here as the server checks them, then submitted once. */
export function QuestionnaireForm({
  meetingId,
  questionnaire,
  onCancel,
  onSubmitted,
}: {
  meetingId: number;
  questionnaire: Questionnaire;
  onCancel: () => void;
  onSubmitted: () => void;
}) {
  const [answers, setAnswers] = useState<Answers>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useWrite(saveAnswersWrite(meetingId), { failedText: t.submitFailed, onSuccess: onSubmitted });
  const sending = save.busy;

  const answer = (itemId: number, value: number[] | string) => {
    setAnswers((before) => ({ ...before, [itemId]: value }));
    setProblem(null);
  };

  const submit = async () => {
    const found = answersProblem(questionnaire.items, answers);
    setProblem(found);
    if (found) return;
    await save.run({
      questionnaireId: questionnaire.id,
      answers: toAnswerList(questionnaire.items, answers),
    });
  };

  return (
    <form
      aria-label={questionnaire.title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ol className="space-y-5">
        {questionnaire.items.map((item, index) => (
          <li key={item.id}>
            <QuestionField index={index + 1} item={item} value={answers[item.id]} onChange={answer} />
          </li>
        ))}
      </ol>
      {problem ? (
        <p role="alert" className="mt-4 text-sm text-red-600">
          {problem}
        </p>
      ) : null}
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" loading={sending}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}

function QuestionField({
  index,
  item,
  value,
  onChange,
}: {
  index: number;
  item: QuestionItem;
  value: number[] | string | undefined;
  onChange: (itemId: number, value: number[] | string) => void;
}) {
  const id = useId();
  const kind =
    item.kind === QUESTION_KIND.multiple
      ? t.kindMultiple
      : item.kind === QUESTION_KIND.single
        ? t.kindSingle
        : null;
  return (
    <div>
      <p id={`${id}-title`} className="mb-2 text-sm font-medium text-ink">
        {index}. {item.title}
        {kind ? <span className="ml-1.5 text-xs font-normal text-ink-mute">（{kind}）</span> : null}
        {item.required ? (
          <span className="ml-1 text-red-600" title={t.required}>
            *<span className="sr-only">{t.required}</span>
          </span>
        ) : null}
      </p>
      {isTextItem(item) ? (
        <TextAnswer
          labelId={`${id}-title`}
          value={typeof value === 'string' ? value : ''}
          onChange={(text) => onChange(item.id, text)}
        />
      ) : (
        <ChoiceList
          name={id}
          label={item.title}
          multiple={item.kind === QUESTION_KIND.multiple}
          options={item.options.map((label, i) => ({ value: i, label }))}
          value={Array.isArray(value) ? value : []}
          onChange={(chosen) => onChange(item.id, chosen)}
        />
      )}
    </div>
  );
}

function TextAnswer({
  labelId,
  value,
  onChange,
}: {
  labelId: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const max = QUESTIONNAIRE_LIMITS.textMax;
  const count = textLength(value);
  return (
    <div>
      <textarea
        aria-labelledby={labelId}
        value={value}
        rows={3}
        onChange={(event) => onChange(event.target.value)}
        className="w-full resize-y rounded-md border border-line px-3 py-2 text-sm text-ink outline-none focus:border-brand"
      />
      <p
        aria-live="polite"
        className={`text-right text-xs ${count > max ? 'text-red-600' : 'text-ink-mute'}`}
      >
        {t.textCount(count, max)}
      </p>
    </div>
  );
}
