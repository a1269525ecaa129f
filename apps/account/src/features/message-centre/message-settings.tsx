import type { MessageSettings as Settings } from '@portal/api/contract/account-messages';
import { apiErrorMessage } from '@portal/api/errors';
import { saveMessageSettingWrite } from '@portal/api/mutations/account-messages';
import { messageSettingsQuery } from '@portal/api/queries/account-messages';
import { SWITCHABLE_MESSAGE_KINDS, type SwitchableMessageKind } from '@portal/api/rules/account-messages';
import { useQuery } from '@portal/query';
import { ErrorBlock } from '@portal/shared-ui/error-block';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { toast } from '@portal/shared-ui/toast';
import { useWrite } from '@portal/shared-ui/use-write';
import { messages } from '../../messages';

const t = messages.messageCentre;

/** The kinds the user receives: each switch saves at once; the server decides what comes. */
export function MessageSettingsPanel({ viewerId }: { viewerId: number }) {
  const query = useQuery(messageSettingsQuery(viewerId));
  const save = useWrite(saveMessageSettingWrite(viewerId), {
    notify: toast,
    failedText: t.saveFailed,
    successText: () => t.saved,
  });
  const saving = save.busy;

  function toggle(kind: SwitchableMessageKind, on: boolean) {
    void save.run({ [kind]: on } as Partial<Settings>);
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
                  disabled={saving}
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
