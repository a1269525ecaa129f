import { apiErrorMessage } from '@portal/api/errors';
import { UPLOAD_LIMITS } from '@portal/api/rules/uploads';
import { uploadImage } from '@portal/api/uploads';
import { Button } from '@portal/shared-ui/button';
import { useId, useRef, useState } from 'react';
import { editorMessages as t } from '../../editor-messages';

export interface CoverPickerProps {
  /** the uploaded cover's address, or '' */
  cover: string;
  onChange(cover: string): void;
  onNotice(message: string): void;
}

/** The piece's cover: uploaded through the picture pipeline (metadata stripped, re-encoded). */
export function CoverPicker({ cover, onChange, onNotice }: CoverPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const noteId = useId();

  async function upload(file: File) {
    setUploading(true);
    try {
      onChange((await uploadImage(file)).url);
    } catch (error) {
      onNotice(apiErrorMessage(error, t.loadFailed));
    } finally {
      setUploading(false);
    }
  }

  return (
    <div className="flex flex-wrap items-start gap-3">
      {cover ? (
        <img src={cover} alt={t.cover} className="h-24 w-40 rounded-md border border-line object-cover" />
      ) : (
        <div className="flex h-24 w-40 items-center justify-center rounded-md border border-dashed border-line text-xs text-ink-mute">
          {uploading ? t.coverUploading : t.cover}
        </div>
      )}
      <div className="flex flex-col gap-2">
        <input
          ref={input}
          type="file"
          accept={UPLOAD_LIMITS.types.join(',')}
          className="sr-only"
          aria-label={cover ? t.coverChange : t.coverAdd}
          aria-describedby={noteId}
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button variant="secondary" size="sm" loading={uploading} onClick={() => input.current?.click()}>
          {cover ? t.coverChange : t.coverAdd}
        </Button>
        {cover ? (
          <Button variant="text" size="sm" onClick={() => onChange('')}>
            {t.coverRemove}
          </Button>
        ) : null}
        <p id={noteId} className="text-xs text-ink-mute">
          {t.coverNote}
        </p>
      </div>
    </div>
  );
}
