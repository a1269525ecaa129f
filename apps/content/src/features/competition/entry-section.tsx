import type { CompetitionDetail, MyCompetitionEntry } from '@portal/api/contract/competitions';
import { apiErrorMessage } from '@portal/api/errors';
import { IDENTITY, IS_AUTH } from '@portal/api/identity';
import { myCompetitionEntryQuery } from '@portal/api/queries/competitions';
import { COMPETITION_LIMITS } from '@portal/api/rules/competitions';
import { useQuery, useQueryClient } from '@portal/query';
import { useSessionUser } from '@portal/session/hooks';
import { AUTHENTICATE_URL } from '@portal/session/publish-gates';
import { requireLogin } from '@portal/session/require-login';
import { Button } from '@portal/shared-ui/button';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { competitionMessages as t } from '../../competition-messages';

const SHORT_PLAYER = '/app/shortplayer/index.html';

function EntryState({ entry, onResubmit }: { entry: MyCompetitionEntry; onResubmit?: () => void }) {
  const label = entry.state === 'transcoding' ? t.transcoding(entry.progress) : t.state[entry.state];
  return (
    <article aria-label={t.mine} className="rounded-lg bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 flex-1 truncate font-semibold text-ink">{entry.title}</h3>
        <span data-state={entry.state} role="status" className="text-sm font-medium text-brand">
          {label}
        </span>
      </div>
      {entry.state === 'transcoding' ? (
        <>
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={entry.progress}
            aria-label={t.transcoding(entry.progress)}
            className="mt-3 h-2 overflow-hidden rounded-full bg-line"
          >
            <div className="h-full bg-brand transition-[width]" style={{ width: `${entry.progress}%` }} />
          </div>
          <p className="mt-2 text-xs text-ink-mute">{t.transcodingHint}</p>
        </>
      ) : null}
      {entry.state === 'pending' ? <p className="mt-2 text-sm text-ink-soft">{t.pendingHint}</p> : null}
      {entry.state === 'approved' ? (
        <p className="mt-2 text-sm text-ink-soft">
          {t.approvedHint}
          {entry.shortVideoId ? (
            <a className="ml-2 text-brand hover:underline" href={`${SHORT_PLAYER}?id=${entry.shortVideoId}`}>
              {t.watch}
            </a>
          ) : null}
        </p>
      ) : null}
      {entry.state === 'rejected' ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          {entry.reason ? <p className="text-sm text-red-600">{t.rejectedBecause(entry.reason)}</p> : null}
          {onResubmit ? (
            <Button size="sm" variant="secondary" onClick={onResubmit}>
              {t.resubmitMended}
            </Button>
          ) : null}
        </div>
      ) : null}
      {entry.state === 'failed' ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-sm text-red-600">{t.failedHint}</p>
          {onResubmit ? (
            <Button size="sm" variant="secondary" onClick={onResubmit}>
              {t.resubmit}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function EntryForm({
  competitionId,
  onDone,
}: {
  competitionId: number;
  onDone: (entry: MyCompetitionEntry) => void;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState('');
  const abort = useRef<AbortController | null>(null);
  const hintId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    // the uploader loads when a doctor sends, not with the page
    const { entryRefusal, submitCompetitionEntry } = await import('@portal/api/competition-upload');
    const form = { competitionId, title, description, file: file ?? new Blob([]) };
    const refused = entryRefusal(form);
    if (refused) {
      setError(refused.message);
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setSent(0);
    try {
      const entry = await submitCompetitionEntry(form, {
        signal: controller.signal,
        onProgress: (fraction) => setSent(Math.round(fraction * 100)),
      });
      onDone(entry);
    } catch (failure) {
      if ((failure as { name?: unknown } | null)?.name !== 'AbortError')
        setError(apiErrorMessage(failure, t.loadFailed));
    } finally {
      abort.current = null;
      setSent(null);
    }
  }

  const busy = sent !== null;
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t.enter} className="space-y-3" noValidate>
      <label className="block text-sm">
        <span className="text-ink">{t.form.title}</span>
        <input
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          maxLength={COMPETITION_LIMITS.titleMax}
          placeholder={t.form.titlePlaceholder}
          disabled={busy}
          className="mt-1 block w-full rounded border border-line px-3 py-2"
        />
      </label>
      <label className="block text-sm">
        <span className="text-ink">{t.form.description}</span>
        <textarea
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={COMPETITION_LIMITS.descriptionMax}
          placeholder={t.form.descriptionPlaceholder}
          rows={3}
          disabled={busy}
          className="mt-1 block w-full rounded border border-line px-3 py-2"
        />
      </label>
      <label className="block text-sm">
        <span className="text-ink">{t.form.file}</span>
        <input
          type="file"
          accept={COMPETITION_LIMITS.accept}
          disabled={busy}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          aria-describedby={hintId}
          className="mt-1 block w-full text-sm"
        />
      </label>
      <p id={hintId} className="text-xs text-ink-mute">
        {t.form.fileHint}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={busy}>
          {busy ? t.form.uploading(sent) : t.form.submit}
        </Button>
        {busy ? (
          <Button type="button" variant="text" onClick={() => abort.current?.abort()}>
            {t.form.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * 提交参赛作品 on a competition's page: the viewer's own entry (转码中 n%, 待审核, 已通过, 未通过 with
 * the reason; asked again while it transcodes), else the form for a verified doctor while
 * registration is open, else why not (sign in; doctors only, with the way to verification).
 */
export function EntrySection({ competition }: { competition: CompetitionDetail }) {
  const user = useSessionUser();
  const queries = useQueryClient();
  const options = myCompetitionEntryQuery(competition.id, user?.id ?? null);
  const mine = useQuery({
    ...options,
    enabled: user !== null,
    refetchInterval: (query) =>
      query.state.data?.state === 'transcoding' ? COMPETITION_LIMITS.pollMs : false,
  });
  const [again, setAgain] = useState(false);
  const open = competition.acceptingEntries;
  const entry = mine.data ?? null;

  let body: ReactNode;
  if (!user) {
    body = open ? <Button onClick={() => requireLogin()}>{t.signInToEnter}</Button> : null;
  } else if (entry && !((entry.state === 'failed' || entry.state === 'rejected') && again)) {
    body = <EntryState entry={entry} {...(open ? { onResubmit: () => setAgain(true) } : {})} />;
  } else if (!open) {
    body = null;
  } else if (user.identity !== IDENTITY.doctor || user.isAuth !== IS_AUTH.verified) {
    body = (
      <p className="text-sm text-ink-soft">
        {t.doctorsOnly}
        {user.identity === IDENTITY.doctor ? (
          <a href={AUTHENTICATE_URL} className="ml-2 text-brand hover:underline">
            {t.authenticate}
          </a>
        ) : null}
      </p>
    );
  } else if (mine.isPending) {
    body = null;
  } else {
    body = (
      <EntryForm
        competitionId={competition.id}
        onDone={(submitted) => {
          setAgain(false);
          queries.setQueryData(options.queryKey, submitted);
        }}
      />
    );
  }
  if (!body) return null;
  return (
    <section aria-label={t.enter} className="rounded-lg bg-white p-4 sm:p-5">
      <h2 className="mb-3 text-lg font-semibold text-ink">{entry ? t.mine : t.enter}</h2>
      {body}
    </section>
  );
}
