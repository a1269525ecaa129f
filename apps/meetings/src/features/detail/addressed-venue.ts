import type { VenuePlay } from '@portal/api/contract/meeting-playback';

/**
 * The venue a meeting address names (spec 2: `fieldsId` or `agendaId`): the venue itself, or the
 * venue whose programme holds the agenda item, whatever day either is on.
 */
export function addressedVenue(
  venues: readonly VenuePlay[],
  fieldsId: number | undefined,
  agendaId: number | undefined,
): VenuePlay | undefined {
  const byField = fieldsId === undefined ? undefined : venues.find((v) => v.fieldId === fieldsId);
  if (byField) return byField;
  return agendaId === undefined
    ? undefined
    : venues.find((v) => v.chapters.some((c) => c.agendaId === agendaId));
}
