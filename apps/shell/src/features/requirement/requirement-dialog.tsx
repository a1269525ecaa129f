import { NETWORK_ERROR_MESSAGE } from '@portal/api/errors';
import { submitRequirementWrite } from '@portal/api/mutations/user';
import { requirementTypesQuery } from '@portal/api/queries/portal';
import { REQUIREMENT_LIMITS, REQUIREMENT_MESSAGES } from '@portal/api/rules/requirement';
import { useQuery } from '@portal/query';
import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { Spinner } from '@portal/shared-ui/spinner';
import { toast } from '@portal/shared-ui/toast';
import { useWrite } from '@portal/shared-ui/use-write';
import { type FormEvent, useId, useRef, useState } from 'react';
import { messages } from '../../messages';
import { toSubmission, validateRequirement } from './validate';

/** Spec 9: the requirement popup is 460 px wide. */
export const REQUIREMENT_DIALOG_WIDTH = 460;

const t = messages.requirement;

/**
 * The requirement popup (spec 5): types as checkboxes, contact (max 255), remark (max 300, with a
 * counter). Validation in spec order; 提交中... while sending; 提交成功 closes it; a failure shows
 * the server's message and keeps everything typed. A click on the backdrop does not close it, so
 * nothing typed is lost by a stray click. Opened only for a signed-in user (the caller runs
 * requireLogin first).
 */
export default function RequirementDialog({ onClose }: { onClose: () => void }) {
  const types = useQuery(requirementTypesQuery());
  const [selected, setSelected] = useState<string[]>([]);
  const [contact, setContact] = useState('');
  const [remark, setRemark] = useState('');
  const dismissLoading = useRef<() => void>(() => {});
  const send = useWrite(submitRequirementWrite, {
    notify: toast,
    // the loading toast is replaced by the message; the form keeps everything typed
    failedText: NETWORK_ERROR_MESSAGE,
    onSuccess: () => {
      dismissLoading.current();
      toast(REQUIREMENT_MESSAGES.submitted);
      onClose();
    },
  });
  const submitting = send.busy;
  const formId = useId();
  const ids = { contact: useId(), remark: useId(), counter: useId(), types: useId() };

  const list = types.data ?? [];

  const toggle = (code: string, checked: boolean) =>
    setSelected((current) => (checked ? [...current, code] : current.filter((c) => c !== code)));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = { selected, contact, remark };
    const error = validateRequirement(form, list);
    if (error) {
      toast(error);
      return;
    }
    dismissLoading.current = toast.loading(t.submitting);
    await send.run(toSubmission(form, list));
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t.title}
      width={REQUIREMENT_DIALOG_WIDTH}
      closeOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t.submit}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <fieldset aria-describedby={types.data ? undefined : ids.types}>
          <legend className="mb-2 text-sm font-medium text-ink">
            <span className="text-danger" aria-hidden="true">
              *{' '}
            </span>
            {t.types}
          </legend>
          {types.isPending ? (
            <p id={ids.types} className="flex items-center gap-2 text-xs text-ink-mute">
              <Spinner size={12} label="" />
              {t.loadingTypes}
            </p>
          ) : types.isError && !types.data ? (
            <p id={ids.types} className="text-xs text-ink-mute">
              {t.typesFailed}
              <button
                type="button"
                className="ml-2 text-brand hover:underline"
                onClick={() => void types.refetch()}
              >
                {t.retry}
              </button>
            </p>
          ) : (
            <div className="grid grid-cols-3 gap-x-3 gap-y-2">
              {list.map((type) => (
                <label key={type.code} className="flex cursor-pointer items-center gap-1.5 text-sm text-ink">
                  <input
                    type="checkbox"
                    value={type.code}
                    checked={selected.includes(type.code)}
                    onChange={(event) => toggle(type.code, event.target.checked)}
                    className="size-4 accent-brand"
                  />
                  {type.desc}
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.contact} className="text-sm font-medium text-ink">
            <span className="text-danger" aria-hidden="true">
              *{' '}
            </span>
            {t.contact}
          </label>
          <input
            id={ids.contact}
            type="text"
            value={contact}
            maxLength={REQUIREMENT_LIMITS.contact}
            placeholder={t.contactPlaceholder}
            autoComplete="tel"
            onChange={(event) => setContact(event.target.value)}
            className="h-9 rounded-md border border-line px-3 text-sm text-ink outline-none focus:border-brand"
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={ids.remark} className="text-sm font-medium text-ink">
            {t.remark}
          </label>
          <div className="relative">
            <textarea
              id={ids.remark}
              value={remark}
              maxLength={REQUIREMENT_LIMITS.remark}
              rows={4}
              placeholder={t.remarkPlaceholder}
              aria-describedby={ids.counter}
              onChange={(event) => setRemark(event.target.value)}
              className="block w-full resize-none rounded-md border border-line px-3 pt-2 pb-6 text-sm text-ink outline-none focus:border-brand"
            />
            <span id={ids.counter} className="absolute right-3 bottom-1.5 text-xs text-ink-mute">
              {remark.length}/{REQUIREMENT_LIMITS.remark}
            </span>
          </div>
        </div>
      </form>
    </Dialog>
  );
}
