import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES } from '@portal/api/rules/assistant';
import { Button } from '@portal/shared-ui/button';
import { type FormEvent, useId, useState } from 'react';
import { messages } from '../../messages';

const t = messages.assistant;

/** The question as it may be sent, or the text saying why not. */
export function checkQuestion(raw: string): { question: string } | { error: string } {
  const question = raw.trim();
  if (question.length === 0) return { error: ASSISTANT_MESSAGES.enterQuestion };
  if (question.length < ASSISTANT_LIMITS.questionMin) return { error: ASSISTANT_MESSAGES.questionTooShort };
  if (question.length > ASSISTANT_LIMITS.questionMax) return { error: ASSISTANT_MESSAGES.questionTooLong };
  return { question };
}

/**
 * The question box; starts from the question in the address and hands a checked question up. Never
 * disabled while an answer loads: asking again replaces (and cancels) the question in flight.
 */
export function QuestionBox({ initial, onAsk }: { initial: string; onAsk: (question: string) => void }) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkQuestion(text);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError('');
    onAsk(checked.question);
  };

  return (
    <form aria-label={t.heading} noValidate onSubmit={onSubmit} className="space-y-2">
      <label htmlFor={id} className="sr-only">
        {t.questionLabel}
      </label>
      <div className="flex gap-3">
        <textarea
          id={id}
          rows={2}
          value={text}
          placeholder={t.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter asks, Shift+Enter keeps a new line, as in the comment boxes
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          className="min-h-[52px] flex-1 resize-y rounded-md border border-line px-3 py-2 text-sm text-ink outline-none focus:border-brand"
        />
        <Button type="submit" size="lg">
          {t.submit}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </form>
  );
}
