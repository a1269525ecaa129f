import type { PayloadOf } from '@portal/api/endpoint';
import { competitionEndpoints } from '@portal/api/endpoints/competitions';
import { ApiError } from '@portal/api/errors';
import { COMPETITION_LIMITS, COMPETITION_MESSAGES } from '@portal/api/rules/competitions';
import { sendForm, type UploadOptions } from '@portal/api/uploads';

/**
 * Submitting a competition entry (issue 22): the text fields, then the video, as one multipart
 * form the server streams to disk. Progress is the share of the bytes sent; the transcode that
 * follows is reported by `myEntry`.
 */

export type SubmittedEntry = PayloadOf<typeof competitionEndpoints.submit>;

export interface EntryForm {
  competitionId: number;
  title: string;
  description: string;
  file: Blob;
}

// 200 MB over a hospital's uplink takes minutes
const ENTRY_UPLOAD_TIMEOUT_MS = 30 * 60_000;

/** Why the entry cannot be sent at all (no title, empty or too big a file, a refused type), or null. */
export function entryRefusal(form: Omit<EntryForm, 'competitionId'>): ApiError | null {
  const title = form.title.trim();
  if (!title) return new ApiError(400, COMPETITION_MESSAGES.titleRequired);
  if (Array.from(title).length > COMPETITION_LIMITS.titleMax)
    return new ApiError(400, COMPETITION_MESSAGES.titleTooLong);
  if (Array.from(form.description.trim()).length > COMPETITION_LIMITS.descriptionMax)
    return new ApiError(400, COMPETITION_MESSAGES.descriptionTooLong);
  if (form.file.size === 0) return new ApiError(400, COMPETITION_MESSAGES.empty);
  if (form.file.size > COMPETITION_LIMITS.maxBytes) return new ApiError(400, COMPETITION_MESSAGES.tooLarge);
  const types: readonly string[] = COMPETITION_LIMITS.types;
  // an unknown type ('') is left to the server, which decides by the bytes anyway
  if (form.file.type && !types.includes(form.file.type.toLowerCase()))
    return new ApiError(400, COMPETITION_MESSAGES.badType);
  return null;
}

/** Sends the entry; answers the entry as its uploader sees it (transcoding). */
export async function submitCompetitionEntry(
  form: EntryForm,
  options: UploadOptions = {},
): Promise<SubmittedEntry> {
  const refused = entryRefusal(form);
  if (refused) throw refused;
  const body = new FormData();
  // the fields first: the server checks them before it takes the video's bytes
  body.append('competitionId', String(form.competitionId));
  body.append('title', form.title.trim());
  body.append('description', form.description.trim());
  body.append(COMPETITION_LIMITS.field, form.file);
  return (await sendForm(
    competitionEndpoints.submit.path,
    body,
    options,
    ENTRY_UPLOAD_TIMEOUT_MS,
  )) as SubmittedEntry;
}
