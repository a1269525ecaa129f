import { IS_AUTH } from '@portal/api/identity';
import { safeHref } from '@portal/api/links';
import {
  IDENTITY_REVIEW_LABEL,
  IDENTITY_REVIEW_TYPE,
  identityName,
} from '@portal/api/rules/account-personal-data';
import type { PortalDb } from '../../../db/database';
import { lockContentRow, type ReviewKinds } from '../../../reviews/review-kinds';
import { readScore } from './score/score-ledger';

export { IDENTITY_REVIEW_TYPE };

const escapeText = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** a stored picture address as the moderator's page may show it: a path of this site only */
const picture = (url: string, label: string) => {
  const href = safeHref(url);
  if (!href?.startsWith('/')) return `<p>${escapeText(label)}：（图片地址无效）</p>`;
  const src = escapeText(href);
  return `<figure><figcaption>${escapeText(label)}</figcaption><a href="${src}" target="_blank" rel="noopener"><img src="${src}" alt="${escapeText(label)}" width="360"></a></figure>`;
};

/**
 * What the moderator reads of one application: who applies as what, where they work, and the two
 * pictures to check it against. Every text is escaped: names and hospitals are typed by users.
 */
function describeApplication(row: {
  real_name: string;
  identity: number;
  company: string;
  title: string;
  department: string;
  certificate_url: string;
  badge_url: string;
}): string {
  const line = (label: string, value: string) =>
    `<p><strong>${escapeText(label)}：</strong>${escapeText(value || '未填写')}</p>`;
  return [
    line('姓名', row.real_name),
    line('申请身份', identityName(row.identity)),
    line('医院/单位', row.company),
    line('科室', row.department),
    line('职称', row.title),
    picture(row.certificate_url, '执业证'),
    picture(row.badge_url, '工牌'),
  ].join('');
}

async function setAuth(trx: PortalDb, id: number, status: 'approved' | 'rejected', now: number) {
  const row = await trx
    .selectFrom('identity_verifications')
    .select(['user_id', 'identity'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const moved = await trx
    .updateTable('identity_verifications')
    .set({ status, decided_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return null;
  return row;
}

/**
 * The account area's reviewed items (issue 14): an application for identity verification.
 * Approving verifies the user (isAuth 1, with the identity they applied as) and brings their level
 * in step (an approval earns points); rejecting marks them failed (isAuth 3) and keeps the
 * moderator's reason on the application, which the applicant reads on /personaldata and may
 * answer with a new application.
 */
export const ACCOUNT_REVIEW_KINDS: ReviewKinds = {
  [IDENTITY_REVIEW_TYPE]: {
    lock: (trx, id) => lockContentRow(trx, 'identity_verifications', id),
    async describe(db, ids) {
      const rows = ids.length
        ? await db
            .selectFrom('identity_verifications')
            .selectAll()
            .where('id', 'in', [...ids])
            .execute()
        : [];
      return new Map(
        rows.map((row) => [
          row.id,
          {
            title: `${IDENTITY_REVIEW_LABEL}：${row.real_name}（${identityName(row.identity)}）`,
            html: describeApplication(row),
            url: `/user-center?profileUserId=${row.user_id}`,
          },
        ]),
      );
    },
    async approve(trx, id, now) {
      const row = await setAuth(trx, id, 'approved', now);
      if (!row) return {};
      await trx
        .updateTable('users')
        .set({ is_auth: IS_AUTH.verified, identity: row.identity })
        .where('id', '=', row.user_id)
        .execute();
      await readScore(trx, row.user_id);
      // a verified doctor is findable under the search page's 用户 tab
      return { refresh: { type: 'user', ids: [row.user_id] } };
    },
    async reject(trx, id, now) {
      const row = await setAuth(trx, id, 'rejected', now);
      if (!row) return;
      // the queue row was moved with the moderator's reason in this same transaction
      const decided = await trx
        .selectFrom('review_queue')
        .select('reason')
        .where('content_type', '=', IDENTITY_REVIEW_TYPE)
        .where('content_id', '=', id)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      await trx
        .updateTable('identity_verifications')
        .set({ reason: decided?.reason ?? null })
        .where('id', '=', id)
        .execute();
      await trx.updateTable('users').set({ is_auth: IS_AUTH.failed }).where('id', '=', row.user_id).execute();
    },
  },
};
