import { COMMUNITY_MESSAGES } from '@portal/api/rules/community';
import { useSessionUser } from '@portal/session/hooks';
import { useHost } from '@portal/shared-ui/host';
import { lazy, Suspense, useState } from 'react';
import { messages } from '../../messages';
import { mayAsk } from './question-form';

const t = messages.askQuestion;

// the form loads when someone asks, not with every results page
const AskQuestionDialog = lazy(() =>
  import('./ask-question-dialog').then((m) => ({ default: m.AskQuestionDialog })),
);

/**
 * "没有找到想要的内容？去提问" on the results page (spec 5, 6): a visitor goes to sign-in and comes
 * back to this search; identity 3 or 4 only sees 当前身份无法使用发布功能; anyone else gets the form.
 */
export function AskQuestionEntry({ keywords }: { keywords: string }) {
  const host = useHost();
  const me = useSessionUser();
  const [open, setOpen] = useState(false);

  const onAsk = () => {
    if (!host.requireLogin()) return;
    if (!mayAsk(me?.identity)) {
      host.toast(COMMUNITY_MESSAGES.identityCannotPublish);
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <p className="text-sm text-ink-soft">
        {t.prompt}
        <button type="button" onClick={onAsk} className="ml-1 font-medium text-brand hover:underline">
          {t.entry}
        </button>
      </p>
      {open ? (
        <Suspense fallback={null}>
          <AskQuestionDialog keywords={keywords} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
