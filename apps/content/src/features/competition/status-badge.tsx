import { competitionMessages as t } from '../../competition-messages';

const TONES: Record<number, string> = {
  0: 'bg-slate-100 text-slate-600',
  1: 'bg-amber-50 text-amber-700',
  2: 'bg-emerald-50 text-emerald-700',
  3: 'bg-slate-200 text-slate-500',
};

/** spec 4's competition status: 0 未开始, 1 审核中, 2 报名中, 3 已结束 */
export function StatusBadge({ status, className = '' }: { status: number; className?: string }) {
  return (
    <span
      data-status={status}
      className={`inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs font-medium ${TONES[status] ?? TONES[0]} ${className}`}
    >
      {t.status[status] ?? ''}
    </span>
  );
}
