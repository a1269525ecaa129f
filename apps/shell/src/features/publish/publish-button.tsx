import { requireLogin } from '@portal/session/require-login';
import { bootstrapSession, getSessionStatus, getSessionUser } from '@portal/session/session';
import { toast } from '@portal/shared-ui/toast';
import { type ComponentType, lazy, Suspense, useId, useRef, useState } from 'react';
import { messages } from '../../messages';
import type { PanelStart } from './publish-panel';

const PublishPanel = lazy(() => import('./publish-panel'));

export interface PublishButtonProps {
  /** the requirement popup the demand option opens (composed by the layout) */
  DemandDialog: ComponentType<{ onClose: () => void }>;
}

/**
 * The header's Publish button (spec 2, 4, 6): the gates decide between sign-in (请先登录), the
 * identity toast (identity 3), the corporate dialog (identity 4) and the popup of options. The
 * popup, its dialogs and its calls load on first use.
 */
export function PublishButton({ DemandDialog }: PublishButtonProps) {
  const [view, setView] = useState<PanelStart | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const onClick = async () => {
    if (view) {
      setView(null);
      return;
    }
    // a press while the session is still being checked waits for the answer; the gates load on
    // first use, not with the page
    const [{ decidePublish }] = await Promise.all([
      import('@portal/session/publish-gates'),
      getSessionStatus() === 'checking' ? bootstrapSession() : undefined,
    ]);
    const decision = decidePublish({ user: getSessionUser(), option: null });
    switch (decision.action) {
      case 'signIn':
        requireLogin();
        return;
      case 'toast':
        toast(decision.message);
        return;
      case 'corporateDialog':
        setView('corporate');
        return;
      case 'openMenu':
        setView('menu');
        return;
      default:
        return;
    }
  };

  return (
    <div ref={rootRef} className="relative shrink-0">
      <button
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={view === 'menu'}
        aria-controls={view === 'menu' ? menuId : undefined}
        onClick={() => void onClick()}
        className="flex items-center gap-1 rounded-full border border-brand px-4 max-lg:h-12 lg:h-9 text-sm font-medium text-brand hover:bg-brand-50"
      >
        <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
          <path
            d="M12 5v14M5 12h14"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            fill="none"
          />
        </svg>
        {messages.publish.button}
      </button>
      {view ? (
        <Suspense fallback={null}>
          <PublishPanel
            start={view}
            onClose={() => setView(null)}
            rootRef={rootRef}
            triggerRef={triggerRef}
            menuId={menuId}
            DemandDialog={DemandDialog}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
