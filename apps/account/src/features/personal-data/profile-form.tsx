import type { PersonalData } from '@portal/api/contract/account-personal-data';
import { IDENTITY_VALUES, IS_AUTH } from '@portal/api/identity';
import { saveProfileWrite } from '@portal/api/mutations/account-personal-data';
import {
  IDENTITY_LABELS,
  identityName,
  PERSONAL_DATA_MESSAGES,
  PROFILE_LIMITS,
  TITLE_OPTIONS,
} from '@portal/api/rules/account-personal-data';
import { Avatar } from '@portal/shared-ui/avatar';
import { Button } from '@portal/shared-ui/button';
import { useHost } from '@portal/shared-ui/host';
import { useWrite } from '@portal/shared-ui/use-write';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { messages } from '../../messages';
import { ImageField } from './image-field';

const t = messages.personalData;
const chars = (text: string) => Array.from(text).length;

type Fields = Omit<PersonalData['profile'], 'id' | 'identity' | 'isAuth' | 'levelNumber'>;

function Field({
  label,
  children,
  note,
}: {
  label: string;
  children: (id: string) => ReactNode;
  note?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid gap-1 sm:grid-cols-[7rem_1fr] sm:items-start sm:gap-4">
      <label htmlFor={id} className="pt-2 text-sm text-ink-soft">
        {label}
      </label>
      <div>
        {children(id)}
        {note}
      </div>
    </div>
  );
}

const inputClass =
  'block h-9 w-full max-w-md rounded border border-line px-3 text-sm outline-none focus:border-brand disabled:bg-surface disabled:text-ink-mute';

/** 基本资料: avatar, name, title, hospital, department, introduction, website; the server checks all. */
export function ProfileForm({
  userId,
  data,
  onSaved,
}: {
  userId: number;
  data: PersonalData;
  onSaved: (next: PersonalData) => void;
}) {
  const host = useHost();
  const { profile } = data;
  const [fields, setFields] = useState<Fields>({
    avatar: profile.avatar,
    realName: profile.realName,
    title: profile.title,
    company: profile.company,
    department: profile.department,
    introduction: profile.introduction,
    website: profile.website,
  });
  // chosen once, by a user the incomplete-profile box sent here; later only a verification changes it
  const [identity, setIdentity] = useState<number | ''>(profile.identity ?? '');
  const set = (name: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));
  const nameLocked = profile.isAuth === IS_AUTH.verified || profile.isAuth === IS_AUTH.reviewing;
  // a title from before the list stays selectable until another is picked
  const titles: readonly string[] =
    profile.title && !(TITLE_OPTIONS as readonly string[]).includes(profile.title)
      ? [profile.title, ...TITLE_OPTIONS]
      : TITLE_OPTIONS;

  const save = useWrite(saveProfileWrite(userId), {
    failedText: t.failed,
    successText: () => PERSONAL_DATA_MESSAGES.saved,
    onSuccess: onSaved,
  });
  const busy = save.busy;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save.run({
      ...fields,
      ...(profile.identity === null && identity !== '' ? { identity } : {}),
    });
  };

  return (
    <form onSubmit={submit} className="space-y-5" noValidate>
      <div className="grid gap-1 sm:grid-cols-[7rem_1fr] sm:gap-4">
        <span className="pt-2 text-sm text-ink-soft">{t.avatar}</span>
        <ImageField
          label={t.avatar}
          value={fields.avatar}
          onChange={set('avatar')}
          onError={(message) => host.toast(message)}
          chooseText={t.changeAvatar}
          preview={(url) => <Avatar src={url} name={fields.realName} size={64} />}
        />
      </div>
      <Field label={t.identity}>
        {(id) =>
          profile.identity === null ? (
            <select
              id={id}
              value={identity}
              onChange={(event) => setIdentity(event.target.value ? Number(event.target.value) : '')}
              className={inputClass}
            >
              <option value="">{t.chooseIdentity}</option>
              {IDENTITY_VALUES.map((code) => (
                <option key={code} value={code}>
                  {IDENTITY_LABELS[code]}
                </option>
              ))}
            </select>
          ) : (
            <input id={id} value={identityName(profile.identity)} readOnly disabled className={inputClass} />
          )
        }
      </Field>
      <Field
        label={t.realName}
        note={nameLocked ? <p className="mt-1 text-xs text-ink-mute">{t.realNameLocked}</p> : null}
      >
        {(id) => (
          <input
            id={id}
            value={fields.realName}
            onChange={(event) => set('realName')(event.target.value)}
            maxLength={PROFILE_LIMITS.realNameMax}
            disabled={nameLocked}
            required
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t.title}>
        {(id) => (
          <select
            id={id}
            value={fields.title}
            onChange={(event) => set('title')(event.target.value)}
            className={inputClass}
          >
            <option value="">{t.chooseTitle}</option>
            {titles.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.company}>
        {(id) => (
          <input
            id={id}
            value={fields.company}
            onChange={(event) => set('company')(event.target.value)}
            maxLength={PROFILE_LIMITS.companyMax}
            placeholder={t.companyPlaceholder}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t.department}>
        {(id) => (
          <input
            id={id}
            value={fields.department}
            onChange={(event) => set('department')(event.target.value)}
            maxLength={PROFILE_LIMITS.departmentMax}
            placeholder={t.departmentPlaceholder}
            className={inputClass}
          />
        )}
      </Field>
      <Field
        label={t.introduction}
        note={
          <p className="max-w-md text-right text-xs text-ink-mute">
            {t.count(chars(fields.introduction), PROFILE_LIMITS.introductionMax)}
          </p>
        }
      >
        {(id) => (
          <textarea
            id={id}
            value={fields.introduction}
            onChange={(event) => set('introduction')(event.target.value)}
            maxLength={PROFILE_LIMITS.introductionMax}
            rows={4}
            placeholder={t.introductionPlaceholder}
            className="block w-full max-w-md rounded border border-line px-3 py-2 text-sm outline-none focus:border-brand"
          />
        )}
      </Field>
      <Field label={t.website}>
        {(id) => (
          <input
            id={id}
            type="url"
            inputMode="url"
            value={fields.website}
            onChange={(event) => set('website')(event.target.value)}
            maxLength={PROFILE_LIMITS.websiteMax}
            placeholder={t.websitePlaceholder}
            className={inputClass}
          />
        )}
      </Field>
      <div className="sm:pl-32">
        <Button type="submit" loading={busy} disabled={busy}>
          {busy ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}
