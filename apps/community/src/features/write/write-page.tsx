import { beijingDateTime } from '@portal/api/beijing-time';
import type { AnswerAbility, AnswerDraft } from '@portal/api/contract/community-writing';
import { apiErrorMessage } from '@portal/api/errors';
import { saveAnswerWrite } from '@portal/api/mutations/community-writing';
import { answerAbilityQuery, answerDraftQuery } from '@portal/api/queries/community';
import { ANSWER_LIMITS, ANSWER_MESSAGES } from '@portal/api/rules/community';
import { useQuery } from '@portal/query';
import { useNavigate, useSearchParams } from '@portal/router';
import { useSessionStatus, useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { useHost } from '@portal/shared-ui/host';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
// by package name: federation shares the toast store under it
import { toast } from '@portal/shared-ui/toast';
import { useWrite } from '@portal/shared-ui/use-write';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { communityLinks, idParam } from '../../components/community-links';
import { keptQuestionTitle } from '../../components/question-title-store';
import { messages } from '../../messages';
import { type DraftSaveState, useDraftAutosave } from './use-draft-autosave';

const t = messages.write;
const AnswerEditor = lazy(() => import('./answer-editor'));

/** `/topic-circle/write?id=`: writing an answer to a question (the answer button opens it in a new tab). */
export function WritePage() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const status = useSessionStatus();
  const user = useSessionUser();
  const host = useHost();
  useEffect(() => {
    if (status === 'signedOut') host.requireLogin();
  }, [status, host]);
  if (id === undefined) return <NotFound />;
  if (!user)
    return (
      <main className="mx-auto max-w-page px-4 py-6">
        <Skeleton block lines={6} label={messages.common.loading} />
      </main>
    );
  return <WriteAnswer questionId={id} viewerId={user.id} />;
}

function WriteAnswer({ questionId, viewerId }: { questionId: number; viewerId: number }) {
  const ability = useQuery(answerAbilityQuery(questionId, viewerId));
  const open = ability.data?.state === 'ok';
  const draft = useQuery({ ...answerDraftQuery(questionId, viewerId), enabled: open });
  const title = keptQuestionTitle(questionId) ?? ability.data?.questionTitle ?? '';
  useEffect(() => {
    if (title) document.title = t.documentTitle(title);
  }, [title]);

  if (ability.isPending || (open && draft.isPending))
    return (
      <main className="mx-auto max-w-page px-4 py-6">
        <Skeleton block lines={8} label={messages.common.loading} />
      </main>
    );
  if (!ability.data)
    return (
      <main className="mx-auto max-w-page px-4 py-16 text-center text-ink-soft">
        <h1 className="text-lg">{apiErrorMessage(ability.error, ANSWER_MESSAGES.questionNotFound)}</h1>
      </main>
    );
  return (
    <main className="mx-auto max-w-[860px] px-4 py-6">
      <p className="text-sm text-ink-mute">{t.heading}</p>
      <h1 className="mt-1 text-xl font-semibold leading-8 text-ink">
        <a href={communityLinks.question(questionId)} className="hover:text-brand">
          {title}
        </a>
      </h1>
      {open ? (
        <Composer questionId={questionId} reviewed={ability.data.reviewed} draft={draft.data ?? null} />
      ) : (
        <Refusal ability={ability.data} />
      )}
    </main>
  );
}

/** why the editor does not open (the same gates as the answer button, for an address opened directly) */
function Refusal({ ability }: { ability: AnswerAbility }) {
  const text =
    ability.state === 'answered'
      ? ANSWER_MESSAGES.answered
      : ability.state === 'pending'
        ? ANSWER_MESSAGES.pendingReview
        : ANSWER_MESSAGES.identityCannotPublish;
  return (
    <div role="alert" className="mt-6 rounded-lg bg-white px-5 py-8 text-center text-ink-soft">
      <p>{text}</p>
      {ability.answerId !== null ? (
        <a
          href={communityLinks.answer(ability.answerId)}
          className="mt-3 inline-block text-brand hover:underline"
        >
          {t.myAnswer}
        </a>
      ) : null}
    </div>
  );
}

function draftStatus(state: DraftSaveState): string {
  switch (state.kind) {
    case 'saving':
      return t.draftSaving;
    case 'saved':
      return t.draftSaved(beijingDateTime(state.at));
    case 'failed':
      return t.draftFailed;
    default:
      return '';
  }
}

function Composer({
  questionId,
  reviewed,
  draft,
}: {
  questionId: number;
  reviewed: boolean;
  draft: AnswerDraft | null;
}) {
  const autosave = useDraftAutosave(questionId);
  const navigate = useNavigate();
  const content = useRef({ html: draft?.text ?? '', chars: 0 });
  const [sending, setSending] = useState(false);
  const { restored } = autosave;
  useEffect(() => {
    if (draft) restored(draft.text);
  }, [draft, restored]);

  const dismissLoading = useRef<() => void>(() => {});
  const save = useWrite(saveAnswerWrite, {
    notify: toast,
    failedText: t.sendFailed,
    onSuccess: (saved) => {
      dismissLoading.current();
      toast(saved.status === 'pending' ? ANSWER_MESSAGES.submittedForReview : ANSWER_MESSAGES.submitted);
      navigate(saved.url);
    },
    onError: () => {
      autosave.resume();
      setSending(false);
    },
  });

  const send = async () => {
    if (sending) return;
    const { html, chars } = content.current;
    if (chars < ANSWER_LIMITS.minChars) return void toast(ANSWER_MESSAGES.tooShort);
    if (chars > ANSWER_LIMITS.maxChars) return void toast(ANSWER_MESSAGES.tooLong);
    // stays sending after success: the page goes to the answer
    setSending(true);
    autosave.stop();
    dismissLoading.current = toast.loading();
    await save.run({ questionId, text: html });
  };

  return (
    <>
      {reviewed ? (
        <p className="mt-3 rounded bg-amber-50 px-3 py-2 text-sm text-amber-800">{t.reviewedNote}</p>
      ) : null}
      {draft ? (
        <p className="mt-3 text-xs text-ink-mute">{t.restored(beijingDateTime(draft.updatedAt))}</p>
      ) : null}
      <div className="mt-4">
        <Suspense fallback={<Skeleton block lines={10} label={messages.common.loading} />}>
          <AnswerEditor
            initialHtml={draft?.text ?? ''}
            onChange={(html, chars) => {
              const first = content.current.chars === 0 && html === content.current.html;
              content.current = { html, chars };
              // the editor's first report is the restored draft itself: nothing to save
              if (!first) autosave.change(html);
            }}
          />
        </Suspense>
      </div>
      <div className="sticky bottom-0 mt-4 flex items-center justify-end gap-4 border-t border-line bg-surface/95 py-3">
        <span aria-live="polite" className="mr-auto text-xs text-ink-mute">
          {draftStatus(autosave.state)}
        </span>
        <Button onClick={() => void send()} loading={sending} disabled={sending}>
          {t.send}
        </Button>
      </div>
    </>
  );
}
