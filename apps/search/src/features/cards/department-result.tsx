import { call } from '@portal/api/call';
import type { SearchDepartment } from '@portal/api/contract/search';
import { departmentEndpoints } from '@portal/api/endpoints/department';
import { ApiError } from '@portal/api/errors';
import { departmentUrl } from '@portal/api/links';
import { DEPARTMENT_MESSAGES } from '@portal/api/rules/department';
import { useSessionUser } from '@portal/session/hooks';
import { requireLogin } from '@portal/session/require-login';
import { useHost } from '@portal/shared-ui/host';
import { useState } from 'react';
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
  const me = useSessionUser();
  const host = useHost();
  const [subscribed, setSubscribed] = useState(department.isSubscribe);
  const [busy, setBusy] = useState(false);
  const shown = me ? subscribed : false;

  const onSubscribe = () => {
    if (busy || !requireLogin()) return;
    const before = shown;
    setSubscribed(!before);
    setBusy(true);
    call(departmentEndpoints.follow, { departmentId: department.id })
      .then((result) => {
        setSubscribed(result.isSubscribe);
        host.toast(result.isSubscribe ? DEPARTMENT_MESSAGES.subscribed : DEPARTMENT_MESSAGES.unsubscribed);
      })
      .catch((error: unknown) => {
        setSubscribed(before);
        host.toast(error instanceof ApiError && error.message ? error.message : t.followFailed);
      })
      .finally(() => setBusy(false));
  };

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
          disabled={busy}
          onClick={onSubscribe}
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
