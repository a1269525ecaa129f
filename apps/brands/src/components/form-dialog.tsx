import { Button } from '@portal/shared-ui/button';
import { Dialog } from '@portal/shared-ui/dialog';
import { type FormEvent, type ReactNode, useId } from 'react';

export interface FormDialogTexts {
  cancel: string;
  submit: string;
  /** said when the server refused without a message of its own */
  failed: string;
}

export interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  texts: FormDialogTexts;
  /** the write is in flight: the submit button spins and takes no second press */
  busy: boolean;
  /** what the screen's own check found wrong (the server's rule, run first), or null */
  invalid: string | null;
  /** the write's last failure (`useWrite(...).error`): its Chinese message is shown as the server said it */
  failure: unknown;
  onSubmit: () => void | Promise<void>;
  children: ReactNode;
  /** a line under the alert (what is done with the data) */
  footnote?: ReactNode;
}

/**
 * A short form in a dialog (我感兴趣, 反馈, 申请加入): 取消 and 提交 in the footer, the fields as
 * children, and one alert line under them for the first wrong field or the server's refusal.
 */
export function FormDialog({
  open,
  onClose,
  title,
  texts,
  busy,
  invalid,
  failure,
  onSubmit,
  children,
  footnote,
}: FormDialogProps) {
  const formId = useId();
  const refused = failure instanceof Error ? failure.message || texts.failed : failure ? texts.failed : null;
  const shown = invalid ?? refused;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      width={460}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onClose}>
            {texts.cancel}
          </Button>
          <Button size="sm" type="submit" form={formId} loading={busy}>
            {texts.submit}
          </Button>
        </div>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="space-y-3">
        {children}
        {shown ? (
          <p role="alert" className="text-sm text-red-600">
            {shown}
          </p>
        ) : null}
        {footnote}
      </form>
    </Dialog>
  );
}
