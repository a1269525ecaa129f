import type { PersonalData } from '@portal/api/contract/account-personal-data';
import { IS_AUTH } from '@portal/api/identity';
import { submitVerificationWrite } from '@portal/api/mutations/account-personal-data';
import {
  IDENTITY_LABELS,
  identityName,
  PERSONAL_DATA_MESSAGES as M,
  mayApplyForVerification,
  VERIFIABLE_IDENTITIES,
} from '@portal/api/rules/account-personal-data';
import { Button } from '@portal/shared-ui/button';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import dayjs from 'dayjs';
import { type FormEvent, useId, useState } from 'react';
import { messages } from '../../messages';
import { ImageField } from './image-field';

const t = messages.personalData;

const STATE_CLASS: Record<number, string> = {
  [IS_AUTH.verified]: 'bg-success/10 text-success',
  [IS_AUTH.reviewing]: 'bg-brand-50 text-brand',
  [IS_AUTH.failed]: 'bg-danger/10 text-danger',
};

function stateText(isAuth: number) {
  if (isAuth === IS_AUTH.verified) return t.state.verified;
  if (isAuth === IS_AUTH.reviewing) return t.state.reviewing;
  if (isAuth === IS_AUTH.failed) return t.state.failed;
  return t.state.unverified;
}

const picture = (alt: string) => (url: string) => (
  <a href={url} target="_blank" rel="noopener">
    <img src={url} alt={alt} className="h-24 w-36 rounded border border-line object-cover" />
  </a>
);

/**
 * 身份认证: where the user stands (已认证 / 审核中 / 认证失败：原因 / 未认证) and, unless verified or
 * waiting, the application: identity, 执业证 and 工牌, submitted for review.
 */
export function VerificationPanel({
  userId,
  data,
  onSubmitted,
  onEditProfile,
}: {
  userId: number;
  data: PersonalData;
  onSubmitted: (next: PersonalData) => void;
  onEditProfile: () => void;
}) {
  const host = useHost();
  const { profile, verification } = data;
  const identityId = useId();
  const last = verification;
  const [identity, setIdentity] = useState<number | ''>(
    profile.identity !== null && VERIFIABLE_IDENTITIES.includes(profile.identity) ? profile.identity : '',
  );
  // a new application takes new pictures: the moderator found something wrong with the last ones
  const [certificateUrl, setCertificate] = useState('');
  const [badgeUrl, setBadge] = useState('');

  const waiting = profile.isAuth === IS_AUTH.reviewing;
  const verified = profile.isAuth === IS_AUTH.verified;
  const canApply = mayApplyForVerification(profile.identity);
  const profileComplete = Boolean(profile.realName.trim() && profile.company.trim() && profile.title.trim());

  const send = useWrite(submitVerificationWrite(userId), {
    failedText: t.failed,
    successText: () => M.submitted,
    onSuccess: onSubmitted,
  });
  const busy = send.busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // the server checks all of it again; these save a round trip for what is plainly missing
    if (identity === '') return host.toast(M.badIdentity);
    if (!certificateUrl) return host.toast(M.certificateRequired);
    if (!badgeUrl) return host.toast(M.badgeRequired);
    void send.run({ identity, certificateUrl, badgeUrl });
  };

  return (
    <div className="space-y-5">
      <section aria-label={t.tabs.auth} className="rounded border border-line px-4 py-3">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span
            className={`rounded px-2 leading-6 ${STATE_CLASS[profile.isAuth] ?? 'bg-surface text-ink-soft'}`}
          >
            {stateText(profile.isAuth)}
          </span>
          {verified ? (
            <span className="text-ink-soft">{t.verifiedNote(identityName(profile.identity))}</span>
          ) : null}
          {waiting ? <span className="text-ink-soft">{t.reviewingNote}</span> : null}
          {!verified && !waiting && profile.isAuth !== IS_AUTH.failed ? (
            <span className="text-ink-soft">{t.unverifiedNote}</span>
          ) : null}
        </p>
        {profile.isAuth === IS_AUTH.failed ? (
          <p role="alert" className="mt-2 text-sm text-danger">
            {t.failedNote(last?.status === 'rejected' ? last.reason : '')}
            <span className="ml-2 text-ink-soft">{t.resubmitNote}</span>
          </p>
        ) : null}
        {last && (waiting || verified) ? (
          <p className="mt-1 text-xs text-ink-mute">
            {t.submittedAt(dayjs(last.submittedAt).format('YYYY-MM-DD HH:mm'))}
          </p>
        ) : null}
      </section>

      {verified || waiting ? null : !canApply ? (
        <p className="text-sm text-ink-soft">{t.cannotApply}</p>
      ) : (
        <form onSubmit={submit} className="space-y-5" noValidate>
          {profileComplete ? null : (
            <p className="text-sm text-danger">
              {t.profileFirst}
              <button type="button" onClick={onEditProfile} className="ml-2 text-brand hover:underline">
                {t.goProfile}
              </button>
            </p>
          )}
          <div className="grid gap-1 sm:grid-cols-[7rem_1fr] sm:items-center sm:gap-4">
            <label htmlFor={identityId} className="text-sm text-ink-soft">
              {t.authIdentity}
            </label>
            <select
              id={identityId}
              value={identity}
              onChange={(event) => setIdentity(event.target.value ? Number(event.target.value) : '')}
              className="h-9 w-full max-w-xs rounded border border-line px-3 text-sm outline-none focus:border-brand"
            >
              <option value="">{t.chooseAuthIdentity}</option>
              {VERIFIABLE_IDENTITIES.map((code) => (
                <option key={code} value={code}>
                  {IDENTITY_LABELS[code]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1 sm:grid-cols-[7rem_1fr] sm:gap-4">
            <span className="pt-1 text-sm text-ink-soft">{t.certificate}</span>
            <ImageField
              label={t.certificate}
              hint={t.certificateHint}
              value={certificateUrl}
              onChange={setCertificate}
              onError={(message) => host.toast(message)}
              chooseText={certificateUrl ? t.reupload : t.upload}
              preview={picture(t.certificate)}
            />
          </div>
          <div className="grid gap-1 sm:grid-cols-[7rem_1fr] sm:gap-4">
            <span className="pt-1 text-sm text-ink-soft">{t.badge}</span>
            <ImageField
              label={t.badge}
              hint={t.badgeHint}
              value={badgeUrl}
              onChange={setBadge}
              onError={(message) => host.toast(message)}
              chooseText={badgeUrl ? t.reupload : t.upload}
              preview={picture(t.badge)}
            />
          </div>
          <div className="sm:pl-32">
            <Button type="submit" loading={busy} disabled={busy || !profileComplete}>
              {t.submit}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
