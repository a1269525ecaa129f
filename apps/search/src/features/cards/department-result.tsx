import type { SearchDepartment } from '@portal/api/contract/search';
import { departmentUrl } from '@portal/api/links';
import { followDepartmentWrite } from '@portal/api/mutations/department';
import { DEPARTMENT_MESSAGES } from '@portal/api/rules/department';
import { useFollow } from '@portal/session/use-follow';
import { messages } from '../../messages';
import { ResultFrame } from './result-frame';

const t = messages.cards;

/**
 * A department with a subscribe button (login first). The button flips at once and flips back
 * when the server refuses; the server's answer has the last word.
 */
export function DepartmentResult({
  department,
  words,
}: {
  department: SearchDepartment;
  words: readonly string[];
}) {
  const follow = useFollow({
    write: followDepartmentWrite,
    input: { departmentId: department.id },
    on: department.isSubscribe,
    optimistic: true,
    failedText: t.followFailed,
    successText: (on) => (on ? DEPARTMENT_MESSAGES.subscribed : DEPARTMENT_MESSAGES.unsubscribed),
  });
  const shown = follow.on;

  return (
    <ResultFrame
      target={{ kind: 'page', url: departmentUrl(department.id) }}
      typeLabel={t.types.department}
      title={department.name}
      summary={department.hospitalGroupName}
      cover={department.iconUrl}
      coverSize={{ width: 64, height: 64 }}
      words={words}
      meta={<span>{t.members(department.memberTotal)}</span>}
      action={
        <button
          type="button"
          aria-label={t.subscribeLabel(department.name)}
          aria-pressed={shown}
          disabled={follow.busy}
          onClick={follow.toggle}
          className={`h-8 w-20 shrink-0 rounded-full text-sm ${
            shown ? 'bg-surface text-ink-soft ring-1 ring-line' : 'bg-brand text-white hover:opacity-90'
          }`}
        >
          {shown ? t.subscribed : t.subscribe}
        </button>
      }
    />
  );
}
