import type { SavedQuestion } from '@portal/api/contract/community';
import { apiErrorMessage } from '@portal/api/errors';
import { saveQuestionWrite } from '@portal/api/mutations/community';
import { COMMUNITY_MESSAGES, QUESTION_LIMITS } from '@portal/api/rules/community';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { ContentLink } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { type FormEvent, useId, useRef, useState } from 'react';
import { messages } from '../../messages';
import {
  type QuestionDraft,
  type QuestionErrors,
  titleFromKeywords,
  validateQuestion,
} from './question-form';

const t = messages.askQuestion;

/**
 * The question form of "ask from search": title from the keywords, optional description, 匿名提问.
 * Sent once: the button says 提交中... and further submits are ignored until the answer comes.
 */
export function AskQuestionDialog({ keywords, onClose }: { keywords: string; onClose: () => void }) {
  const ids = useId();
  const [draft, setDraft] = useState<QuestionDraft>({
    title: titleFromKeywords(keywords),
    text: '',
    anonymous: false,
  });
  const [errors, setErrors] = useState<QuestionErrors>({});
  const [serverError, setServerError] = useState('');
  const [saved, setSaved] = useState<SavedQuestion | null>(null);
  const save = useWrite(saveQuestionWrite, {
    failedText: false,
    onError: (error) => setServerError(apiErrorMessage(error, t.failed)),
    successText: () => COMMUNITY_MESSAGES.submitted,
    onSuccess: setSaved,
  });
  const submitting = save.busy;
  // a ref, not state: a second submit in the same tick must already see the first in flight
  const inFlight = useRef(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = validateQuestion(draft);
    setErrors(found);
    setServerError('');
    if (found.title || found.text) return;
    inFlight.current = true;
    const text = draft.text.trim();
    void save
      .run({
        title: draft.title.trim(),
        ...(text ? { text } : {}),
        isHideCreator: draft.anonymous ? 'T' : 'F',
      })
      .finally(() => {
        inFlight.current = false;
      });
  };

  const titleId = `${ids}-title`;
  const textId = `${ids}-text`;
  return (
    <Dialog open onClose={onClose} title={t.dialogTitle} width={460} closeOnBackdrop={!submitting}>
      {saved ? (
        <div className="space-y-3 py-2 text-center">
          <p className="text-base text-ink">{COMMUNITY_MESSAGES.submitted}</p>
          <ContentLink
            item={{ type: 'community_question', id: saved.id }}
            className="inline-block text-brand hover:underline"
          >
            {t.viewQuestion}
          </ContentLink>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label={t.dialogTitle}>
          <div>
            <label htmlFor={titleId} className="mb-1 block text-ink">
              {t.titleLabel}
            </label>
            <input
              id={titleId}
              value={draft.title}
              placeholder={t.titlePlaceholder}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? `${titleId}-error` : undefined}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
              className="h-9 w-full rounded-md border border-line px-3 text-ink outline-none focus:border-brand"
            />
            <p className="mt-1 flex justify-between text-xs">
              <span id={`${titleId}-error`} className="text-red-600">
                {errors.title ?? ''}
              </span>
              <span className="text-ink-mute">
                {t.count(draft.title.trim().length, QUESTION_LIMITS.titleMax)}
              </span>
            </p>
          </div>
          <div>
            <label htmlFor={textId} className="mb-1 block text-ink">
              {t.textLabel}
            </label>
            <textarea
              id={textId}
              rows={4}
              value={draft.text}
              placeholder={t.textPlaceholder}
              aria-invalid={errors.text ? true : undefined}
              aria-describedby={errors.text ? `${textId}-error` : undefined}
              onChange={(event) => setDraft({ ...draft, text: event.target.value })}
              className="w-full resize-y rounded-md border border-line px-3 py-2 text-ink outline-none focus:border-brand"
            />
            {errors.text ? (
              <p id={`${textId}-error`} className="mt-1 text-xs text-red-600">
                {errors.text}
              </p>
            ) : null}
          </div>
          <label className="flex items-center gap-2 text-ink">
            <input
              type="checkbox"
              checked={draft.anonymous}
              onChange={(event) => setDraft({ ...draft, anonymous: event.target.checked })}
            />
            {t.anonymous}
          </label>
          {serverError ? (
            <p role="alert" className="text-sm text-red-600">
              {serverError}
            </p>
          ) : null}
          <div className="flex justify-end gap-2 pt-1">
            <Button variant="secondary" onClick={onClose} disabled={submitting}>
              {t.cancel}
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? t.submitting : t.submit}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
