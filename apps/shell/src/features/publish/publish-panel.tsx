import { apiErrorMessage, NETWORK_ERROR_MESSAGE } from '@portal/api/errors';
import { pendingContentCheck } from '@portal/api/mutations/user';
import { useNavigate } from '@portal/router';
import { decidePublish, type PublishDecision } from '@portal/session/publish-gates';
import { requireLogin } from '@portal/session/require-login';
import { getSessionUser } from '@portal/session/session';
import { focusFirstMenuItem, onMenuKeyDown, useDismiss } from '@portal/shared-ui/menu';
import { toast } from '@portal/shared-ui/toast';
import { type ComponentType, type RefObject, Suspense, useEffect, useRef, useState } from 'react';
import { messages } from '../../messages';
import { CompleteProfileDialog, CorporateDialog, PendingReviewDialog } from './publish-dialogs';
import { PUBLISH_OPTIONS, type PublishOptionItem } from './publish-options';

export type PanelStart = 'menu' | 'corporate';

type Stage =
  | { kind: 'menu' }
  | { kind: 'corporate' }
  | { kind: 'completeProfile'; url: string }
  | { kind: 'pending'; message: string }
  | { kind: 'demand' };

export interface PublishPanelProps {
  start: PanelStart;
  onClose: () => void;
  /** the Publish button and its popup: a press outside it closes the popup */
  rootRef: RefObject<HTMLElement | null>;
  /** focus goes back here after Escape */
  triggerRef: RefObject<HTMLElement | null>;
  menuId: string;
  /** the requirement popup the demand option opens */
  DemandDialog: ComponentType<{ onClose: () => void }>;
}

/** Whether any option would ask for pending content: then ask once, as soon as the popup opens. */
function needsPendingCheck(): boolean {
  const user = getSessionUser();
  return PUBLISH_OPTIONS.some(
    (option) => decidePublish({ user, option: option.kind }).action === 'checkPending',
  );
}

/**
 * The publish popup and the dialogs its gates lead to. Loaded on the first press of Publish.
 * Every option goes through decidePublish; pending content is asked for when the popup opens,
 * so a choice is usually decided inside the click (a new tab then opens without a popup blocker).
 */
export default function PublishPanel({
  start,
  onClose,
  rootRef,
  triggerRef,
  menuId,
  DemandDialog,
}: PublishPanelProps) {
  const [stage, setStage] = useState<Stage>({ kind: start });
  const menuRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const pending = useRef<{ promise: Promise<boolean> | null; value: boolean | undefined }>({
    promise: null,
    value: undefined,
  });

  const loadPending = (): Promise<boolean> => {
    const state = pending.current;
    if (state.value !== undefined) return Promise.resolve(state.value);
    if (!state.promise) {
      state.promise = pendingContentCheck.write(undefined).then(
        (result) => {
          state.value = result.pending;
          return result.pending;
        },
        (error: unknown) => {
          state.promise = null; // the next choice asks again
          throw error;
        },
      );
    }
    return state.promise;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the popup opens
  useEffect(() => {
    if (start !== 'menu') return;
    focusFirstMenuItem(menuRef.current);
    if (needsPendingCheck()) loadPending().catch(() => {});
  }, []);

  useDismiss(rootRef, stage.kind === 'menu', (reason) => {
    onClose();
    if (reason === 'escape') triggerRef.current?.focus();
  });

  const apply = (decision: PublishDecision, option: PublishOptionItem) => {
    switch (decision.action) {
      case 'signIn':
        onClose();
        requireLogin();
        return;
      case 'toast':
        // the popup stays open: another option may still be allowed
        toast(decision.message);
        return;
      case 'corporateDialog':
        setStage({ kind: 'corporate' });
        return;
      case 'completeProfile':
        setStage({ kind: 'completeProfile', url: decision.url });
        return;
      case 'authenticate':
        toast(decision.message);
        onClose();
        navigate(decision.url);
        return;
      case 'pendingReview':
        setStage({ kind: 'pending', message: decision.message });
        return;
      case 'proceed':
        if (option.url) {
          window.open(option.url, '_blank', 'noopener');
          onClose();
        } else if (requireLogin()) {
          setStage({ kind: 'demand' });
        } else {
          onClose();
        }
        return;
      case 'openMenu':
      case 'checkPending':
        return;
    }
  };

  const choose = async (option: PublishOptionItem) => {
    const user = getSessionUser();
    let decision = decidePublish({ user, option: option.kind, pendingContent: pending.current.value });
    if (decision.action === 'checkPending') {
      try {
        decision = decidePublish({ user, option: option.kind, pendingContent: await loadPending() });
      } catch (error) {
        toast(apiErrorMessage(error, NETWORK_ERROR_MESSAGE));
        return;
      }
    }
    apply(decision, option);
  };

  switch (stage.kind) {
    case 'corporate':
      return <CorporateDialog onClose={onClose} />;
    case 'completeProfile':
      return (
        <CompleteProfileDialog
          onClose={onClose}
          onGo={() => {
            onClose();
            navigate(stage.url);
          }}
        />
      );
    case 'pending':
      return <PendingReviewDialog message={stage.message} onClose={onClose} />;
    case 'demand':
      return (
        <Suspense fallback={null}>
          <DemandDialog onClose={onClose} />
        </Suspense>
      );
    case 'menu':
      return (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={messages.publish.menuLabel}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className="absolute z-50 w-48 max-lg:top-14 max-lg:left-0 lg:top-11 lg:right-0 rounded-md border border-line bg-white py-1 shadow-pop"
        >
          {PUBLISH_OPTIONS.map((option) => (
            <button
              key={option.kind}
              type="button"
              role="menuitem"
              onClick={() => void choose(option)}
              className="flex w-full flex-col items-start px-4 text-left max-lg:py-3 lg:py-2 hover:bg-surface focus:bg-surface focus:outline-none"
            >
              <span className="text-sm font-medium text-ink">{option.label}</span>
              <span className="text-xs text-ink-mute">{option.note}</span>
            </button>
          ))}
        </div>
      );
  }
}
