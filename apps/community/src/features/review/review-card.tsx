import { beijingDateTime } from '@portal/api/beijing-time';
import type { PendingReview } from '@portal/api/contract/reviews';
import { decideReviewWrite } from '@portal/api/mutations/reviews';
import { REVIEW_LIMITS, REVIEW_MESSAGES, type ReviewDecision } from '@portal/api/rules/reviews';
import { Button } from '@portal/shared-ui/button';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { useId, useState } from 'react';
import { messages } from '../../messages';
import { KIND_LABELS, REJECT_EXAMPLES } from './kind-labels';
import { ReviewVideo } from './review-video';

const t = messages.reviewPage;

/**
 * One item waiting for review: what it is, who wrote it, the content as readers would see it, 通过 /
 * 驳回. A decision names the version shown here; when the author changed it since, the server
 * refuses (412) and the page loads the item again, its new text in this card.
 */
export function ReviewCard({
  item,
  onDecided,
  onChanged,
}: {
  item: PendingReview;
  onDecided(id: number): void;
  /** the item changed since it was shown: load it again */
  onChanged(id: number): void;
}) {
  const host = useHost();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [changed, setChanged] = useState(false);
  const reasonId = useId();

  const send = useWrite(decideReviewWrite, {
    failedText: t.failed,
    successText: (_, input) =>
      input.decision === 'approve' ? REVIEW_MESSAGES.approved : REVIEW_MESSAGES.rejected,
    onSuccess: () => onDecided(item.id),
    onError: (error) => {
      const code = (error as { code?: number }).code;
      // decided by someone else meanwhile: it is no longer waiting
      if (code === 409) onDecided(item.id);
      // edited by its author since it was shown (the server's text is the toast): shown anew
      if (code === 412) {
        setChanged(true);
        onChanged(item.id);
      }
    },
  });
  const busy = send.busy;

  const decide = async (decision: ReviewDecision) => {
    if (busy) return;
    if (decision === 'reject' && !reason.trim()) {
      host.toast(REVIEW_MESSAGES.reasonRequired);
      return;
    }
    setChanged(false);
    await send.run({
      id: item.id,
      decision,
      version: item.version,
      ...(decision === 'reject' ? { reason: reason.trim() } : {}),
    });
  };

  const { author } = item;
  return (
    <article aria-label={item.title} className="rounded-lg bg-white px-5 py-4">
      <div className="flex flex-wrap items-center gap-2 text-xs text-ink-mute">
        <span className="rounded bg-brand-50 px-1.5 leading-5 text-brand">
          {KIND_LABELS[item.contentType] ?? item.contentType}
        </span>
        <span>{t.submittedAt(beijingDateTime(item.submittedAt))}</span>
      </div>
      <h2 className="mt-2 text-base font-semibold text-ink">
        <a href={item.url} target="_blank" rel="noopener" className="hover:text-brand">
          {item.title}
        </a>
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {t.author(author.realName, author.company)} · {t.authState(author.isAuth)} ·{' '}
        {t.registered(beijingDateTime(author.registeredAt))}
      </p>
      {changed ? (
        <p role="alert" className="mt-3 rounded bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {t.changed}
        </p>
      ) : null}
      <div
        className="rich-text mt-3 max-h-96 overflow-y-auto rounded border border-line px-4 py-3 text-[15px]"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the server's allowlist when stored and again when served
        dangerouslySetInnerHTML={{ __html: item.html }}
      />
      {item.video ? <ReviewVideo src={item.video} title={item.title} /> : null}
      {rejecting ? (
        <div className="mt-3">
          <label htmlFor={reasonId} className="text-sm text-ink-soft">
            {t.reasonLabel}
          </label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={REVIEW_LIMITS.reasonMax}
            onChange={(event) => setReason(event.target.value)}
            rows={3}
            placeholder={REJECT_EXAMPLES[item.contentType] ?? t.reasonPlaceholder}
            className="mt-1 block w-full rounded border border-line px-3 py-2 text-sm outline-none focus:border-brand"
          />
          <p className="text-right text-xs text-ink-mute">
            {Array.from(reason).length}/{REVIEW_LIMITS.reasonMax}
          </p>
        </div>
      ) : null}
      <div className="mt-3 flex justify-end gap-2">
        {rejecting ? (
          <>
            <Button variant="secondary" onClick={() => setRejecting(false)} disabled={busy}>
              {t.cancel}
            </Button>
            <Button onClick={() => void decide('reject')} loading={busy} disabled={busy}>
              {t.confirmReject}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setRejecting(true)} disabled={busy}>
              {t.reject}
            </Button>
            <Button onClick={() => void decide('approve')} loading={busy} disabled={busy}>
              {t.approve}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
