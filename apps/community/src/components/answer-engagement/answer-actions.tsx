import { answerCollectWrite, answerDiggWrite } from '@portal/api/mutations/community-answers';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { useState } from 'react';
import { messages } from '../../messages';
import { AnswerComments } from './answer-comments';

const t = messages.actions;

export interface AnswerMarks {
  id: number;
  diggs: number;
  isDigg: boolean;
  isCollect: boolean;
  comments: number;
}

/** a count after a confirmed flip: one up or one down, never below 0 (spec 4) */
export const flipCount = (count: number, on: boolean) => Math.max(0, count + (on ? 1 : -1));

/**
 * 赞同, 收藏 and the comments of an answer (spec 4: in feed and Q&A items a like or collect flips
 * only after a code 1 response and moves the count by one). `comments`: 'inline' opens the first
 * four under the answer; 'page' shows them all below (the answer's own page); 'link' goes there.
 */
export function AnswerActions({
  answer,
  comments,
  commentsHref,
}: {
  answer: AnswerMarks;
  comments: 'inline' | 'page' | 'link';
  commentsHref: string;
}) {
  const host = useHost();
  const [digg, setDigg] = useState({ on: answer.isDigg, count: answer.diggs });
  const [collected, setCollected] = useState(answer.isCollect);
  const [open, setOpen] = useState(false);
  const diggWrite = useWrite(answerDiggWrite, {
    failedText: t.failed,
    onSuccess: ({ on }) => setDigg((d) => (d.on === on ? d : { on, count: flipCount(d.count, on) })),
  });
  const collectWrite = useWrite(answerCollectWrite, {
    failedText: t.failed,
    onSuccess: ({ on }) => setCollected(on),
  });
  const busy = diggWrite.busy ? 'digg' : collectWrite.busy ? 'collect' : null;

  const act = async (which: 'digg' | 'collect') => {
    if (busy || !host.requireLogin()) return;
    await (which === 'digg' ? diggWrite : collectWrite).run({ qaId: answer.id });
  };

  const button =
    // a finger's 48px on a phone, the compact row from md up
    'inline-flex min-h-12 items-center gap-1 rounded px-2 py-1 text-xs disabled:opacity-60 hover:bg-surface md:min-h-0';
  return (
    <div>
      <div className="mt-3 flex flex-wrap items-center gap-2 text-ink-mute">
        <button
          type="button"
          aria-pressed={digg.on}
          disabled={busy === 'digg'}
          onClick={() => void act('digg')}
          className={`${button} ${digg.on ? 'bg-brand-50 text-brand' : ''}`}
        >
          <span aria-hidden="true">▲</span>
          {digg.on ? t.agreed(digg.count) : t.agree(digg.count)}
        </button>
        <button
          type="button"
          aria-pressed={collected}
          disabled={busy === 'collect'}
          onClick={() => void act('collect')}
          className={`${button} ${collected ? 'text-amber-700' : ''}`}
        >
          <span aria-hidden="true">★</span>
          {collected ? t.collected : t.collect}
        </button>
        {comments === 'inline' ? (
          <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className={button}>
            {open ? t.hideComments : t.comments(answer.comments)}
          </button>
        ) : comments === 'link' ? (
          <a href={commentsHref} className={button}>
            {t.comments(answer.comments)}
          </a>
        ) : (
          <span className="px-2 text-xs">{t.comments(answer.comments)}</span>
        )}
      </div>
      {comments === 'page' || open ? (
        <div id={comments === 'page' ? 'comments' : undefined} className="mt-3 rounded bg-surface/60 p-3">
          <AnswerComments answerId={answer.id} inline={comments === 'inline'} />
        </div>
      ) : null}
    </div>
  );
}
