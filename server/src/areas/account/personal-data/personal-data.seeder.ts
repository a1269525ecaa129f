import { IS_AUTH } from '@portal/api/identity';
import { IDENTITY_REVIEW_TYPE, VERIFIABLE_IDENTITIES } from '@portal/api/rules/account-personal-data';
import type { Insertable } from 'kysely';
import type { ReviewQueueTable } from '../../../reviews/schema';
import { type AreaSeeder, coverUrl, insertChunks } from '../../../seed/area-seeder';
import { DEMO_ACCOUNTS } from '../../../seed/demo-accounts';
import { createRng } from '../../../seed/random';
import type { IdentityVerificationsTable } from './schema';
import { readScoreEvents, scoreOf } from './score/score-ledger';

const DAY = 86_400_000;
/** applications waiting in the moderators' queue of even the smallest demo */
const MIN_WAITING = 3;

/** why a moderator turned an application down, as they write it */
const REJECTION_REASONS = [
  '执业证照片模糊，无法辨认姓名与执业范围，请重新拍摄上传',
  '执业证上的姓名与填写的真实姓名不一致',
  '工牌所示医院与填写的医院/单位不一致，请核对后重新提交',
  '上传的工牌照片不完整，请上传包含姓名和照片的正面',
  '执业证已过有效期，请上传最新的执业证书',
];

/**
 * Identity verification of the demo (issue 14), from the users already there: each verified
 * medical professional has an approved application, each failed one a rejected application with
 * the moderator's reason, each one under review a pending application waiting in the moderators'
 * queue. The pictures are generated cards (`/media/cover/…`), the users' own uploads being files
 * the seed does not have. Last, every user's stored level is brought in step with the points
 * their seeded work earns (/score).
 * An application waiting in the queue is not content under review (`NOT_PUBLISHED_REVIEW_KINDS`),
 * so the demo account under review (13800000002) still opens the editors spec 4 leaves open to it.
 */
export const personalDataSeeder: AreaSeeder = {
  name: 'personal-data',
  tables: ['identity_verifications'],
  // the queue rows it adds carry ids after the core seed's, whose sequence is moved afterwards
  sequenceTables: ['identity_verifications', 'review_queue'],
  async seed(db, context) {
    const r = createRng(`${context.seed}:personal-data`);
    const users = await db
      .selectFrom('users')
      .select(['id', 'real_name', 'identity', 'is_auth', 'company', 'title', 'department', 'created_at'])
      .where('identity', 'in', [...VERIFIABLE_IDENTITIES])
      .orderBy('id')
      .execute();
    // a small demo may have nobody under review: a few unverified people have just applied
    const demoIds = (u: { id: number }) => u.id <= DEMO_ACCOUNTS.length;
    const reviewing = users.filter((u) => u.is_auth === IS_AUTH.reviewing && !demoIds(u)).length;
    const applicants = users
      .filter((u) => u.is_auth === IS_AUTH.unverified && !demoIds(u) && u.company && u.title)
      .slice(0, Math.max(0, MIN_WAITING - reviewing));
    if (applicants.length) {
      await db
        .updateTable('users')
        .set({ is_auth: IS_AUTH.reviewing })
        .where(
          'id',
          'in',
          applicants.map((u) => u.id),
        )
        .execute();
      for (const u of applicants) u.is_auth = IS_AUTH.reviewing;
    }
    const applications: Insertable<IdentityVerificationsTable>[] = [];
    const queue: Insertable<ReviewQueueTable>[] = [];
    let id = 0;
    const last = await db
      .selectFrom('review_queue')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    let queueId = Number(last?.id ?? 0);
    for (const u of users) {
      if (u.is_auth === IS_AUTH.unverified) continue;
      id += 1;
      const joined = Number(u.created_at);
      // applied within days of joining (the verified), or lately (the others)
      const applied =
        u.is_auth === IS_AUTH.verified
          ? Math.min(context.now - DAY, joined + r.int(1, 20) * DAY + r.int(0, DAY - 1))
          : Math.max(joined + 1000, context.now - r.int(1, 6) * DAY - r.int(0, DAY - 1));
      const status =
        u.is_auth === IS_AUTH.verified ? 'approved' : u.is_auth === IS_AUTH.failed ? 'rejected' : 'pending';
      const decided =
        status === 'pending' ? null : Math.min(context.now - 1000, applied + r.int(2, 48) * 3_600_000);
      const reason = status === 'rejected' ? r.pick(REJECTION_REASONS) : null;
      applications.push({
        id,
        user_id: u.id,
        identity: u.identity!,
        real_name: u.real_name,
        company: u.company ?? '',
        title: u.title ?? '',
        department: u.department ?? '',
        certificate_url: coverUrl(`certificate-${u.id}`, `${u.real_name} 执业证`),
        badge_url: coverUrl(`badge-${u.id}`, `${u.real_name} 工牌`),
        status,
        reason,
        created_at: applied,
        decided_at: decided,
      });
      queueId += 1;
      queue.push({
        id: queueId,
        user_id: u.id,
        content_type: IDENTITY_REVIEW_TYPE,
        content_id: id,
        status,
        created_at: applied,
        reason,
        decided_at: decided,
        decided_by: null,
      });
    }
    await insertChunks(applications, (chunk) =>
      db.insertInto('identity_verifications').values(chunk).execute(),
    );
    await insertChunks(queue, (chunk) => db.insertInto('review_queue').values(chunk).execute());

    // levels as /score computes them, so the profile header agrees with the score page from the start
    const events = await readScoreEvents(db);
    const byUser = new Map<number, typeof events>();
    for (const event of events) {
      const list = byUser.get(event.userId) ?? [];
      list.push(event);
      byUser.set(event.userId, list);
    }
    const allUsers = await db.selectFrom('users').select('id').execute();
    const byLevel = new Map<number, number[]>();
    for (const { id: userId } of allUsers) {
      const { level } = scoreOf(byUser.get(userId) ?? []);
      byLevel.set(level, [...(byLevel.get(level) ?? []), userId]);
    }
    for (const [level, ids] of byLevel)
      await insertChunks(ids, (chunk) =>
        db.updateTable('users').set({ level_number: level }).where('id', 'in', chunk).execute(),
      );
  },
};
