import { agendaSummaryQuery } from '@portal/api/queries/meetings';
import { MEETING_LIMITS } from '@portal/api/rules/meetings';
import { useQuery } from '@portal/query';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { useEffect, useRef } from 'react';
import { messages } from '../../messages';

const t = messages.detail;

/**
 * The agenda summary popover (spec 9: 387 wide): theme, authors, summary, keyword chips and the
 * AI notice. A failed answer (the server's 404/500: no summary) closes it (spec 8).
 */
export function AgendaSummaryPopover({ agendaId, onClose }: { agendaId: number; onClose: () => void }) {
  const query = useQuery(agendaSummaryQuery(agendaId));
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (query.isError) onClose();
  }, [query.isError, onClose]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    const onDown = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && onClose();
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [onClose]);
  const data = query.data;
  return (
    <div
      ref={ref}
      role="dialog"
      aria-label={t.summaryTitle}
      style={{ width: MEETING_LIMITS.summaryPopoverWidth }}
      className="absolute right-0 top-full z-20 mt-2 max-w-[90vw] rounded-lg bg-white p-4 text-left shadow-lg ring-1 ring-line"
    >
      {!data ? (
        <Skeleton lines={4} label={messages.common.loading} />
      ) : (
        <>
          <h4 className="text-[15px] font-semibold text-ink">{data.theme}</h4>
          <p className="mt-1 text-xs text-ink-mute">{data.authorList.map((a) => a.name).join('、')}</p>
          <p className="mt-2 text-sm leading-6 text-ink-soft">{data.summary}</p>
          {data.keywordsList.length > 0 ? (
            <ul aria-label={t.keywords} className="mt-2 flex flex-wrap gap-1.5">
              {data.keywordsList.map((k) => (
                <li key={k} className="rounded bg-surface px-2 py-0.5 text-xs text-ink-soft">
                  {k}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-3 border-t border-line pt-2 text-xs text-ink-mute">{t.aiNotice}</p>
        </>
      )}
      <button
        type="button"
        onClick={onClose}
        className="absolute right-2 top-2 text-xs text-ink-mute hover:text-ink"
      >
        {t.close}
      </button>
    </div>
  );
}
