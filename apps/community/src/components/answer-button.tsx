import { mayPublish } from '@portal/api/identity';
import { answerAbilityCheck } from '@portal/api/mutations/community-writing';
import { ANSWER_MESSAGES } from '@portal/api/rules/community';
import { useSessionUser } from '@portal/session/hooks';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { useState } from 'react';
import { messages } from '../messages';
import { communityLinks } from './community-links';
import { keepQuestionTitle } from './question-title-store';

const t = messages.answerButton;

export const writeAnswerUrl = (questionId: number) => `/topic-circle/write?id=${questionId}`;

type Notice = { message: string; answerId: number | null } | null;

/**
 * 写回答 (spec 4): a visitor is sent to sign in; identity 3 (and 4) is told it cannot publish;
 * content waiting for review shows the review notice; an answered question says so; otherwise
 * the editor opens in a new tab with the question's title kept in session storage.
 */
export function AnswerButton({ questionId, title }: { questionId: number; title: string }) {
  const host = useHost();
  const user = useSessionUser();
  const check = useWrite(answerAbilityCheck, { failedText: t.failed });
  const busy = check.busy;
  const [notice, setNotice] = useState<Notice>(null);

  const press = async () => {
    if (busy || !host.requireLogin()) return;
    if (user && !mayPublish(user.identity)) {
      host.toast(ANSWER_MESSAGES.identityCannotPublish);
      return;
    }
    const ability = await check.run({ questionId });
    if (!ability) return;
    if (ability.state === 'identity') host.toast(ANSWER_MESSAGES.identityCannotPublish);
    else if (ability.state === 'pending')
      setNotice({ message: ANSWER_MESSAGES.pendingReview, answerId: null });
    else if (ability.state === 'answered')
      setNotice({ message: ANSWER_MESSAGES.answered, answerId: ability.answerId });
    else {
      keepQuestionTitle(questionId, title);
      // with its opener (our own page): a tab opened so starts with a copy of session storage
      window.open(writeAnswerUrl(questionId), '_blank');
    }
  };

  return (
    <>
      <Button onClick={() => void press()} loading={busy} disabled={busy}>
        {t.label}
      </Button>
      <Dialog
        open={notice !== null}
        onClose={() => setNotice(null)}
        title={t.noticeTitle}
        width={388}
        footer={
          <div className="flex justify-end gap-2">
            {notice?.answerId ? (
              <a
                href={communityLinks.answer(notice.answerId)}
                className="rounded px-3 py-1.5 text-sm text-brand hover:bg-brand-50"
              >
                {messages.write.myAnswer}
              </a>
            ) : null}
            <Button onClick={() => setNotice(null)}>{t.ok}</Button>
          </div>
        }
      >
        <p className="text-sm leading-6 text-ink-soft">{notice?.message}</p>
      </Dialog>
    </>
  );
}
