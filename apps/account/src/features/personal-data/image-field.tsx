import { apiErrorMessage } from '@portal/api/errors';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@portal/api/rules/uploads';
import { uploadImage } from '@portal/api/uploads';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { messages } from '../../messages';

const t = messages.personalData;

/**
 * One picture of the form (the avatar, the certificate, the badge): uploaded as soon as it is
 * chosen (the server checks, re-encodes and strips it) and shown as the server stored it. Leaving
 * the page aborts an upload in flight.
 */
export function ImageField({
  label,
  hint,
  value,
  onChange,
  onError,
  preview,
  chooseText,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (url: string) => void;
  onError: (message: string) => void;
  /** how the stored picture is shown */
  preview: (url: string) => ReactNode;
  chooseText: string;
}) {
  const inputId = useId();
  const hintId = useId();
  const [percent, setPercent] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const choose = (file: File | undefined) => {
    if (!file) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setPercent(0);
    uploadImage(file, {
      signal: controller.signal,
      onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
    })
      .then((stored) => onChange(stored.url))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) onError(apiErrorMessage(error, UPLOAD_MESSAGES.failed));
      })
      .finally(() => {
        if (abort.current === controller) {
          abort.current = null;
          setPercent(null);
        }
      });
  };

  return (
    <div className="flex items-start gap-4">
      {value ? preview(value) : null}
      <div>
        <label
          htmlFor={inputId}
          className="inline-flex h-8 cursor-pointer items-center rounded border border-line px-3 text-sm text-ink-soft hover:border-brand hover:text-brand"
        >
          {percent === null ? (
            <>
              {chooseText}
              {/* the field's name for assistive tech; sighted users read it beside the button */}
              <span className="sr-only">（{label}）</span>
            </>
          ) : (
            t.uploading(percent)
          )}
        </label>
        <input
          id={inputId}
          type="file"
          accept={UPLOAD_LIMITS.types.join(',')}
          className="sr-only"
          aria-describedby={hint ? hintId : undefined}
          disabled={percent !== null}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {hint ? (
          <p id={hintId} className="mt-1 text-xs text-ink-mute">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
