import type { CommunityTag, QuestionDetail } from '@portal/api/contract/community';
import { apiErrorMessage } from '@portal/api/errors';
import { saveQuestionWrite, updateQuestionWrite } from '@portal/api/mutations/community';
import { COMMUNITY_MESSAGES, QUESTION_LIMITS } from '@portal/api/rules/community';
import { type QuestionDraftErrors, questionDraftErrors } from '@portal/api/rules/community-asking';
import { useNavigate } from '@portal/router';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { type FormEvent, useId, useRef, useState } from 'react';
import { messages } from '../../messages';
import { communityLinks } from '../community-links';
import { ImagePicker } from './image-picker';
import { SimilarQuestions } from './similar-questions';
import { TopicPicker } from './topic-picker';

const t = messages.ask;

export interface AskDialogProps {
  onClose: () => void;
  /** editing this question of the reader's (updateQa); asking a new one without it */
  editing?: QuestionDetail;
  /** topics a new question starts with (asked from a topic's page) */
  initialTopics?: CommunityTag[];
  /** asked from an activity's page: the question joins it */
  activity?: { id: number; name: string };
}

const chars = (s: string) => [...s.trim()].length;

/**
 * The community's question form (issue 13): title with similar questions, description, pictures,
 * topics and 匿名提问; sent once (提交中..., further submits ignored). A new question opens its page;
 * an edit refreshes the page it was made on.
 */
export function AskDialog({ onClose, editing, initialTopics = [], activity }: AskDialogProps) {
  const host = useHost();
  const navigate = useNavigate();
  const ids = useId();
  const [title, setTitle] = useState(editing?.title ?? '');
  const [text, setText] = useState(editing?.text ?? '');
  const [images, setImages] = useState<readonly string[]>(editing?.images ?? []);
  const [topics, setTopics] = useState<CommunityTag[]>(editing?.topics ?? initialTopics);
  const [anonymous, setAnonymous] = useState(false);
  const [errors, setErrors] = useState<QuestionDraftErrors>({});
  const [serverError, setServerError] = useState('');
  const failed = (error: unknown) => setServerError(apiErrorMessage(error, t.failed));
  const update = useWrite(updateQuestionWrite, {
    failedText: false,
    onError: failed,
    // an edit that went back to review shows so on the page (its review banner)
    successText: () => COMMUNITY_MESSAGES.updated,
    onSuccess: onClose,
  });
  const save = useWrite(saveQuestionWrite, {
    failedText: false,
    onError: failed,
    successText: () => COMMUNITY_MESSAGES.submitted,
    onSuccess: (saved) => {
      onClose();
      navigate(communityLinks.question(saved.id));
    },
  });
  const submitting = update.busy || save.busy;
  // a ref, not state: a second submit in the same tick must already see the first in flight
  const inFlight = useRef(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const topicIds = topics.map((x) => x.id);
    const found = questionDraftErrors({ title, text, images, topicIds });
    setErrors(found);
    setServerError('');
    if (Object.keys(found).length > 0) return;
    inFlight.current = true;
    const fields = { title: title.trim(), text: text.trim(), images: [...images], topicIds };
    if (editing) await update.run({ id: editing.id, ...fields });
    else
      await save.run({
        ...fields,
        isHideCreator: anonymous ? 'T' : 'F',
        ...(activity ? { activityId: activity.id } : {}),
      });
    inFlight.current = false;
  };

  const field = (name: string) => `${ids}-${name}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={editing ? t.editTitle : t.title}
      width={816}
      closeOnBackdrop={!submitting}
    >
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="space-y-4"
        aria-label={editing ? t.editTitle : t.title}
      >
        {activity ? <p className="text-sm text-brand">{t.activity(activity.name)}</p> : null}
        <div>
          <label htmlFor={field('title')} className="mb-1 block text-ink">
            {t.titleLabel}
          </label>
          <input
            id={field('title')}
            value={title}
            placeholder={t.titlePlaceholder}
            aria-invalid={errors.title ? true : undefined}
            aria-describedby={`${field('title')}-error`}
            onChange={(event) => setTitle(event.target.value)}
            className="h-10 w-full rounded-md border border-line px-3 text-ink outline-none focus:border-brand"
          />
          <p className="mt-1 flex justify-between text-xs">
            <span id={`${field('title')}-error`} className="text-danger">
              {errors.title ?? ''}
            </span>
            <span className="text-ink-mute">{t.count(chars(title), QUESTION_LIMITS.titleMax)}</span>
          </p>
          <SimilarQuestions title={title} exceptId={editing?.id} />
        </div>
        <div>
          <label htmlFor={field('text')} className="mb-1 block text-ink">
            {t.textLabel}
          </label>
          <textarea
            id={field('text')}
            rows={5}
            value={text}
            placeholder={t.textPlaceholder}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={`${field('text')}-error`}
            onChange={(event) => setText(event.target.value)}
            className="w-full resize-y rounded-md border border-line px-3 py-2 text-ink outline-none focus:border-brand"
          />
          <p className="mt-1 flex justify-between text-xs">
            <span id={`${field('text')}-error`} className="text-danger">
              {errors.text ?? ''}
            </span>
            <span className="text-ink-mute">{t.count(chars(text), QUESTION_LIMITS.textMax)}</span>
          </p>
        </div>
        <fieldset>
          <legend className="mb-1 text-ink">{t.imagesLabel}</legend>
          <ImagePicker
            images={images}
            onChange={(next) => setImages(next)}
            max={QUESTION_LIMITS.maxImages}
            onError={(message) => host.toast(message)}
          />
          {errors.images ? <p className="mt-1 text-xs text-danger">{errors.images}</p> : null}
        </fieldset>
        <fieldset>
          <legend className="mb-1 text-ink">{t.topicsLabel}</legend>
          <TopicPicker
            topics={topics}
            onChange={setTopics}
            max={QUESTION_LIMITS.maxTopics}
            onError={(message) => host.toast(message)}
          />
          {errors.topics ? <p className="mt-1 text-xs text-danger">{errors.topics}</p> : null}
        </fieldset>
        {editing ? null : (
          <label className="flex items-center gap-2 text-ink">
            <input
              type="checkbox"
              checked={anonymous}
              onChange={(event) => setAnonymous(event.target.checked)}
            />
            {t.anonymous}
            <span className="text-xs text-ink-mute">{t.anonymousHint}</span>
          </label>
        )}
        {serverError ? (
          <p role="alert" className="text-sm text-danger">
            {serverError}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={submitting}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitting ? t.submitting : editing ? t.save : t.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
