import { pendingContentCheck } from '@portal/api/mutations/user';
import { WRITING_KINDS, type WritingKind } from '@portal/api/rules/article-writing';
import { Link, useNavigate } from '@portal/router';
import { useSessionStatus, useSessionUser } from '@portal/session/hooks';
import { decidePublish, type PublishDecision, type PublishOption } from '@portal/session/publish-gates';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { useHost } from '@portal/shared-ui/host';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { type ReactNode, useEffect, useState } from 'react';
import { editorMessages as t } from '../../editor-messages';

const OPTION_OF: Record<WritingKind, PublishOption> = {
  [WRITING_KINDS.case]: 'case',
  [WRITING_KINDS.article]: 'article',
  [WRITING_KINDS.popularScience]: 'popularScience',
};

type Outcome = PublishDecision | { action: 'loading' };

/**
 * Spec 4's publishing by isAuth at the editor's door, with the publish popup's own gates
 * (packages/session publish-gates): a visitor goes to sign in; identity 3 and 4, failed or (for
 * popular science) pending verification are told why; an unverified doctor goes to verification;
 * no identity is asked to complete the profile; content under review is told, and may still be
 * drafted. The server applies the same rules to every call; this only says it first.
 */
export function EditorGate({ kind, children }: { kind: WritingKind | 'drafts'; children: ReactNode }) {
  const status = useSessionStatus();
  const user = useSessionUser();
  const host = useHost();
  const navigate = useNavigate();
  const option: PublishOption = kind === 'drafts' ? 'drafts' : OPTION_OF[kind];
  const [outcome, setOutcome] = useState<Outcome>({ action: 'loading' });
  const [pendingOpen, setPendingOpen] = useState(true);

  useEffect(() => {
    if (status === 'signedOut') {
      host.requireLogin();
      return;
    }
    if (!user) return;
    let live = true;
    const first = decidePublish({ user, option });
    if (first.action !== 'checkPending') {
      setOutcome(first);
      return;
    }
    pendingContentCheck.write(undefined).then(
      (r) => live && setOutcome(decidePublish({ user, option, pendingContent: r.pending })),
      // the server checks again when publishing: a failed check does not keep the doctor out
      () => live && setOutcome({ action: 'proceed' }),
    );
    return () => {
      live = false;
    };
  }, [status, user, option, host]);

  useEffect(() => {
    if (outcome.action === 'authenticate') {
      host.toast(outcome.message);
      navigate(outcome.url, { replace: true });
    }
  }, [outcome, host, navigate]);

  switch (outcome.action) {
    case 'proceed':
      return <>{children}</>;
    case 'pendingReview':
      return (
        <>
          {children}
          {pendingOpen ? (
            <Dialog
              open
              onClose={() => setPendingOpen(false)}
              title={t.gate.pendingTitle}
              footer={<Button onClick={() => setPendingOpen(false)}>{t.gate.pendingClose}</Button>}
            >
              <p className="leading-6">{outcome.message}</p>
              <p className="mt-2 leading-6 text-ink-soft">{t.gate.pendingDraftsOk}</p>
            </Dialog>
          ) : null}
        </>
      );
    case 'toast':
    case 'corporateDialog':
      return (
        <Blocked
          message={outcome.action === 'toast' ? outcome.message : t.gate.blockedTitle}
          drafts={kind !== 'drafts'}
        />
      );
    case 'completeProfile':
      return (
        <>
          <Blocked message={t.gate.completeBody} drafts={false} />
          <Dialog
            open
            onClose={() => navigate('/', { replace: true })}
            title={t.gate.completeTitle}
            footer={
              <>
                <Button variant="secondary" onClick={() => navigate('/', { replace: true })}>
                  {t.gate.later}
                </Button>
                <Button onClick={() => navigate(outcome.url)}>{t.gate.goComplete}</Button>
              </>
            }
          >
            <p className="leading-6">{t.gate.completeBody}</p>
          </Dialog>
        </>
      );
    default:
      return (
        <main className="mx-auto max-w-page px-4 py-6">
          <Skeleton block lines={8} label={t.loading} />
        </main>
      );
  }
}

function Blocked({ message, drafts }: { message: string; drafts: boolean }) {
  return (
    <main className="mx-auto max-w-page px-4 py-16 text-center">
      <h1 className="text-lg font-semibold text-ink">{t.gate.blockedTitle}</h1>
      <p role="alert" className="mt-3 text-ink-soft">
        {message}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        {drafts ? (
          <Link to="/editor/drafts" className="text-brand hover:underline">
            {t.gate.toDrafts}
          </Link>
        ) : null}
        <Link to="/" className="text-brand hover:underline">
          {t.gate.home}
        </Link>
      </div>
    </main>
  );
}
