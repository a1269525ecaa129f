import type { HomeViewSettings } from '@portal/api/contract/account-profile';
import { apiErrorMessage } from '@portal/api/errors';
import { saveHomeViewSettingsWrite } from '@portal/api/mutations/account-profile';
import { homeViewSettingsQuery } from '@portal/api/queries/account-profile';
import { PROFILE_TABS } from '@portal/api/rules/account-profile';
import { useQuery } from '@portal/query';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { toast } from '@portal/shared-ui/toast';
import { useWrite } from '@portal/shared-ui/use-write';
import { useEffect, useState } from 'react';
import { messages } from '../../messages';

const t = messages.profile;

/**
 * The owner's home-view settings (spec 7): which tabs visitors see. Saved on the server, which
 * refuses the hidden tabs to everyone else; the owner keeps seeing all of them.
 */
export function HomeViewSettingsButton({ viewerId }: { viewerId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t.settings.open}
      </Button>
      {open ? <HomeViewSettingsDialog viewerId={viewerId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function HomeViewSettingsDialog({ viewerId, onClose }: { viewerId: number; onClose: () => void }) {
  const saved = useQuery(homeViewSettingsQuery(viewerId));
  const [draft, setDraft] = useState<HomeViewSettings | null>(null);
  useEffect(() => {
    if (saved.data && !draft) setDraft(saved.data);
  }, [saved.data, draft]);
  const save = useWrite(saveHomeViewSettingsWrite(viewerId), {
    notify: toast,
    failedText: t.settings.failed,
    successText: () => t.settings.saved,
    onSuccess: onClose,
  });
  const saving = save.busy;

  return (
    <Dialog
      open
      onClose={onClose}
      title={t.settings.heading}
      width={388}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onClose}>
            {t.settings.cancel}
          </Button>
          <Button size="sm" loading={saving} disabled={!draft} onClick={() => draft && void save.run(draft)}>
            {t.settings.save}
          </Button>
        </div>
      }
    >
      <p className="mb-3 text-xs text-ink-mute">{t.settings.hint}</p>
      {draft ? (
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="sr-only">{t.settings.heading}</legend>
          {PROFILE_TABS.map((tab) => (
            <label key={tab} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                checked={draft[tab]}
                onChange={(event) => setDraft({ ...draft, [tab]: event.target.checked })}
              />
              {t.tabs[tab]}
            </label>
          ))}
        </fieldset>
      ) : saved.isError ? (
        <p role="alert" className="text-sm text-ink-soft">
          {apiErrorMessage(saved.error, t.loadFailed)}
        </p>
      ) : (
        <Skeleton lines={3} label={t.loading} />
      )}
    </Dialog>
  );
}
