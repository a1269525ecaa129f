import { type ComponentProps, type ReactNode, useId } from 'react';

interface FieldProps {
  label: string;
  error?: string | null;
  /** rendered at the right of the input (the 获取验证码 button) */
  addon?: ReactNode;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled form row with its inline error. */
export function Field({ label, error, addon, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-ink-soft">
        {label}
      </label>
      <div className="flex gap-2">
        {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
        {addon}
      </div>
      <p id={errorId} className="min-h-5 text-xs text-danger">
        {error ?? ''}
      </p>
    </div>
  );
}

export const inputClass =
  'h-10 min-w-0 flex-1 rounded-md border border-line bg-white px-3 text-sm text-ink outline-none focus:border-brand aria-[invalid=true]:border-danger';

export function TextInput(props: ComponentProps<'input'>) {
  return <input {...props} className={`${inputClass} ${props.className ?? ''}`} />;
}
