import {
  COMPETITION_ENTRY_REVIEW_TYPE,
  competitionEntryPlaylist,
  competitionPath,
} from '@portal/api/rules/competitions';
import { lockContentRow, type ReviewKinds } from '../../../reviews/review-kinds';

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\n/g, '<br>');

const coverOf = (entryId: number, title: string) =>
  `/media/cover/competition-entry-${entryId}.svg?title=${encodeURIComponent(title)}`;

/**
 * A competition entry waits for review once transcoded. Approving publishes it as a short video of
 * its doctor (the HLS playlist as its video), linked from the entry, so the competition page lists
 * it and the short-video player plays it; rejecting marks it so, and the queue keeps the reason its
 * uploader reads.
 */
export const COMPETITION_REVIEW_KINDS: ReviewKinds = {
  [COMPETITION_ENTRY_REVIEW_TYPE]: {
    lock: (trx, id) => lockContentRow(trx, 'competition_entries', id),
    async describe(db, ids) {
      const rows = ids.length
        ? await db
            .selectFrom('competition_entries as e')
            .innerJoin('competitions as c', 'c.id', 'e.competition_id')
            .select(['e.id', 'e.title', 'e.description', 'e.competition_id', 'e.duration', 'c.name'])
            .where('e.id', 'in', [...ids])
            .execute()
        : [];
      return new Map(
        rows.map((r) => [
          r.id,
          {
            title: r.title,
            html: `<p>${escapeText(r.name)} · ${r.duration}秒</p><p>${escapeText(r.description)}</p>`,
            url: competitionPath(r.competition_id),
            // the review page plays it (moderators may watch an entry that waits)
            video: competitionEntryPlaylist(r.id),
          },
        ]),
      );
    },
    async approve(trx, id, now) {
      const entry = await trx
        .selectFrom('competition_entries as e')
        .innerJoin('competitions as c', 'c.id', 'e.competition_id')
        .select([
          'e.id',
          'e.title',
          'e.description',
          'e.user_id',
          'e.duration',
          'e.video_url',
          'c.subspecialty_id',
        ])
        .where('e.id', '=', id)
        .where('e.state', '=', 'pending')
        .executeTakeFirst();
      if (!entry) return {};
      const video = await trx
        .insertInto('short_videos')
        .values({
          title: entry.title,
          cover: coverOf(entry.id, entry.title),
          creator_id: entry.user_id,
          subspecialty_id: entry.subspecialty_id,
          video_url: entry.video_url || competitionEntryPlaylist(entry.id),
          duration: entry.duration,
          bms_auth: 0,
          essences: 'F',
          status: 'published',
          views: 0,
          diggs: 0,
          comments: 0,
          online_time: now,
          created_at: now,
          description: entry.description,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('competition_entries')
        .set({ state: 'approved', short_video_id: video.id, updated_at: now })
        .where('id', '=', id)
        .execute();
      return { refresh: { type: 'shortVideo', ids: [video.id] } };
    },
    async reject(trx, id, now) {
      await trx
        .updateTable('competition_entries')
        .set({ state: 'rejected', updated_at: now })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .execute();
    },
  },
};
