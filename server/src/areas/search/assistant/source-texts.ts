import type { PortalDb } from '../../../db/database';
import type { Feeder, SourceText } from '../../../search/feeder';

/**
 * The search types the assistant reads, best first when scores tie. Each type's texts are read by
 * its feeder (`Feeder.sourceTexts`, in the area that owns the type); types without texts (users,
 * courses) are never retrieved.
 */
export const TEXT_TYPES = [
  'info',
  'mp_article',
  'guide',
  'elab',
  'interpreting_video',
  'community_qa',
  'meeting',
];

/** The texts of these documents, in the order given; gone or hidden ones are left out. */
export async function loadSourceTexts(
  feeders: readonly Feeder[],
  db: PortalDb,
  docs: readonly { type: string; refId: number }[],
): Promise<SourceText[]> {
  const idsByType = new Map<string, number[]>();
  for (const doc of docs) {
    if (TEXT_TYPES.includes(doc.type))
      idsByType.set(doc.type, [...(idsByType.get(doc.type) ?? []), doc.refId]);
  }
  const loaded = new Map<string, SourceText>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      const feeder = feeders.find((f) => f.type === type);
      for (const text of (await feeder?.sourceTexts?.(db, ids)) ?? [])
        loaded.set(`${text.type}:${text.id}`, text);
    }),
  );
  return docs
    .map((doc) => loaded.get(`${doc.type}:${doc.refId}`))
    .filter((text): text is SourceText => text !== undefined);
}
