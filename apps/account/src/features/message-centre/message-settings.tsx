import { call } from '@portal/api/call';
import type { MessageSettings as Settings } from '@portal/api/contract/account-messages';
import { accountMessageEndpoints as e } from '@portal/api/endpoints/account-messages';
import { apiErrorMessage } from '@portal/api/errors';
import { messageKeys, messageSettingsQuery } from '@portal/api/queries/account-messages';
import { SWITCHABLE_MESSAGE_KINDS, type SwitchableMessageKind } from '@portal/api/rules/account-messages';
import { useQuery, useQueryClient } from '@portal/query';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { toast } from '@portal/shared-ui/toast';
import { useState } from 'react';
import { messages } from '../../messages';

const t = messages.messageCentre;

/** The kinds the user receives: each switch saves at once; the server decides what comes. */
export function MessageSettingsPanel({ viewerId }: { viewerId: number }) {
  const queries = useQueryClient();
  const query = useQuery(messageSettingsQuery(viewerId));
  const [saving, setSaving] = useState<SwitchableMessageKind | null>(null);

  async function toggle(kind: SwitchableMessageKind, on: boolean) {
    setSaving(kind);
    try {
      const saved = await call(e.saveSettings, { settings: { [kind]: on } as Partial<Settings> });
      queries.setQueryData(messageKeys.settings(viewerId), saved);
      toast(t.saved);
    } catch (error) {
      toast(apiErrorMessage(error, t.saveFailed));
    } finally {
      setSaving(null);
    }
  }

  return (
    <section aria-label={t.settings} className="mt-3 rounded-lg border border-line bg-surface px-5 py-4">
      <h2 className="text-sm font-semibold text-ink">{t.settingsHeading}</h2>
      {query.isPending ? (
        <Skeleton lines={2} className="mt-3" />
      ) : query.isError ? (
        <ErrorBlock
          message={apiErrorMessage(query.error, t.loadFailed)}
          onRetry={() => void query.refetch()}
          retryText={t.retry}
        />
      ) : (
        <ul className="mt-3 flex flex-wrap gap-x-8 gap-y-2">
          {SWITCHABLE_MESSAGE_KINDS.map((kind) => (
            <li key={kind}>
              <label className="flex items-center gap-2 text-sm text-ink">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand"
                  checked={query.data[kind]}
                  disabled={saving !== null}
                  onChange={(event) => void toggle(kind, event.target.checked)}
                />
                {t.kinds[kind]}
              </label>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-ink-mute">{t.settingsNote}</p>
    </section>
  );
}
