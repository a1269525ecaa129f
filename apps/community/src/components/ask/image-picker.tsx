import { apiErrorMessage } from '@portal/api/errors';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@portal/api/rules/uploads';
import { uploadImage } from '@portal/api/uploads';
import { useEffect, useId, useRef, useState } from 'react';
import { messages } from '../../messages';

const t = messages.ask;

interface Sending {
  key: number;
  percent: number;
}

/**
 * The question's pictures: each is uploaded as it is chosen (the server checks, re-encodes and
 * strips it) and shown as the server stored it; up to `max`. Leaving aborts the uploads in flight.
 */
export function ImagePicker({
  images,
  onChange,
  max,
  onError,
}: {
  images: readonly string[];
  onChange: (next: (current: readonly string[]) => string[]) => void;
  max: number;
  onError: (message: string) => void;
}) {
  const inputId = useId();
  const [sending, setSending] = useState<Sending[]>([]);
  const aborts = useRef(new Set<AbortController>());
  const nextKey = useRef(0);
  useEffect(() => {
    const pending = aborts.current;
    return () => {
      for (const a of pending) a.abort();
    };
  }, []);

  const room = max - images.length - sending.length;
  const choose = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (chosen.length > room) onError(messages.ask.imagesHint(max));
    for (const file of chosen.slice(0, Math.max(0, room))) {
      const key = nextKey.current++;
      const abort = new AbortController();
      aborts.current.add(abort);
      setSending((s) => [...s, { key, percent: 0 }]);
      uploadImage(file, {
        signal: abort.signal,
        onProgress: (fraction) =>
          setSending((s) =>
            s.map((x) => (x.key === key ? { ...x, percent: Math.round(fraction * 100) } : x)),
          ),
      })
        .then((stored) =>
          onChange((current) => (current.length < max ? [...current, stored.url] : [...current])),
        )
        .catch((error: unknown) => {
          if (!abort.signal.aborted) onError(apiErrorMessage(error, UPLOAD_MESSAGES.failed));
        })
        .finally(() => {
          aborts.current.delete(abort);
          setSending((s) => s.filter((x) => x.key !== key));
        });
    }
  };

  return (
    <div>
      <ul className="flex flex-wrap gap-2">
        {images.map((url, i) => (
          <li key={url} className="relative h-20 w-20">
            <img
              src={url}
              alt={t.imageAlt(i + 1)}
              className="h-20 w-20 rounded border border-line object-cover"
            />
            <button
              type="button"
              aria-label={t.removeImage(i + 1)}
              onClick={() => onChange((current) => current.filter((u) => u !== url))}
              className="absolute -right-1.5 -top-1.5 h-5 w-5 rounded-full bg-ink/70 text-xs leading-5 text-white hover:bg-ink"
            >
              ×
            </button>
          </li>
        ))}
        {sending.map((s) => (
          <li
            key={`sending-${s.key}`}
            className="flex h-20 w-20 items-center justify-center rounded border border-dashed border-line text-xs text-ink-mute"
          >
            {t.uploading(s.percent)}
          </li>
        ))}
        {room > 0 ? (
          <li>
            <label
              htmlFor={inputId}
              className="flex h-20 w-20 cursor-pointer flex-col items-center justify-center rounded border border-dashed border-line text-xs text-ink-mute hover:border-brand hover:text-brand"
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                +
              </span>
              {t.addImage}
            </label>
            <input
              id={inputId}
              type="file"
              multiple
              accept={UPLOAD_LIMITS.types.join(',')}
              className="sr-only"
              onChange={(event) => {
                choose(event.target.files);
                event.target.value = '';
              }}
            />
          </li>
        ) : null}
      </ul>
      <p className="mt-1 text-xs text-ink-mute">{t.imagesHint(max)}</p>
    </div>
  );
}
