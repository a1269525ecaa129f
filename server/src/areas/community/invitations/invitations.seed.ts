import { IDENTITY, IS_AUTH } from '@portal/api/identity';
import type { PortalDb } from '../../../db/database';
import type { SeedUser } from '../../../seed/area-inputs';
import { insertChunks } from '../../../seed/area-seeder';
import { pickDistinct, type Rng } from '../../../seed/random';

const HOUR = 3_600_000;

/**
 * Invitations to answer: on some questions the asker invited a few verified doctors, those who
 * answered among them first (invited before they answered), then others who have not answered yet.
 */
export async function seedInvitations(db: PortalDb, r: Rng, now: number, users: readonly SeedUser[]) {
  const doctors = users.filter((u) => u.identity === IDENTITY.doctor && u.is_auth === IS_AUTH.verified);
  if (doctors.length < 2) return;
  const [questions, answers] = await Promise.all([
    db
      .selectFrom('community_questions')
      .select(['id', 'creator_id', 'publish_time'])
      .where('status', '=', 'published')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('community_answers')
      .select(['question_id', 'creator_id', 'created_at'])
      .orderBy('id')
      .execute(),
  ]);
  const answersOf = new Map<number, { creator_id: number; created_at: number }[]>();
  for (const a of answers)
    answersOf.set(a.question_id, [
      ...(answersOf.get(a.question_id) ?? []),
      { creator_id: a.creator_id, created_at: Number(a.created_at) },
    ]);
  const rows: { question_id: number; invitee_id: number; inviter_id: number; created_at: number }[] = [];
  for (const q of questions) {
    if (!r.chance(0.2)) continue;
    const asked = Number(q.publish_time);
    const answered = answersOf.get(q.id) ?? [];
    const answeredBy = new Set(answered.map((a) => a.creator_id));
    // some who answered had been invited, shortly before their answer
    for (const a of answered)
      if (r.chance(0.4))
        rows.push({
          question_id: q.id,
          invitee_id: a.creator_id,
          inviter_id: q.creator_id,
          created_at: Math.max(asked, a.created_at - r.int(1, 48) * HOUR),
        });
    const open = doctors.filter((d) => d.id !== q.creator_id && !answeredBy.has(d.id));
    for (const d of pickDistinct(r, open, r.int(0, 3)))
      rows.push({
        question_id: q.id,
        invitee_id: d.id,
        inviter_id: q.creator_id,
        created_at: Math.min(now, asked + r.int(1, 72) * HOUR),
      });
  }
  const seen = new Set<string>();
  const unique = rows.filter((row) => {
    const key = `${row.question_id}:${row.invitee_id}`;
    if (seen.has(key) || row.invitee_id === row.inviter_id) return false;
    seen.add(key);
    return true;
  });
  await insertChunks(unique, (chunk) => db.insertInto('community_invitations').values(chunk).execute());
}
