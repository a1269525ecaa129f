import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_RESEND_SECONDS } from '@portal/api/rules/user';
import type { PortalDb } from '../../../db/database';
import { badRequest, tooManyRequests } from '../../../lib/app-error';
import type { SmsSender } from './sms-sender';

export const SMS_POLICY = {
  codeTtlMs: 5 * 60_000,
  maxWrongTries: 5,
  /** the sign-in form counts the same seconds down */
  resendIntervalMs: SMS_RESEND_SECONDS * 1000,
  perMobilePerDay: 10,
  perIpPerHour: 30,
} as const;

/** The sending limits an operator may tune (a test environment signs the same accounts in often). */
export interface SmsSendLimits {
  resendIntervalMs: number;
  perMobilePerDay: number;
  perIpPerHour: number;
}

const hashCode = (mobile: string, code: string) =>
  createHash('sha256').update(`${mobile}:${code}`).digest('hex');

export interface SmsCodeService {
  send(mobile: string, scene: string, ip: string): Promise<void>;
  /** Consumes the code when right; counts a wrong try otherwise. Throws a Chinese AppError. */
  verify(mobile: string, scene: string, code: string): Promise<void>;
}

export function createSmsCodeService(
  db: PortalDb,
  sender: SmsSender,
  now = () => Date.now(),
  limits: SmsSendLimits = SMS_POLICY,
): SmsCodeService {
  return {
    async send(mobile, scene, ip) {
      const t = now();
      const last = await db
        .selectFrom('sms_codes')
        .select('created_at')
        .where('mobile', '=', mobile)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (last && t - last.created_at < limits.resendIntervalMs) {
        const wait = Math.ceil((limits.resendIntervalMs - (t - last.created_at)) / 1000);
        throw tooManyRequests(`验证码发送过于频繁，请${wait}秒后再试`);
      }
      const { perMobile } = await db
        .selectFrom('sms_codes')
        .select((eb) => eb.fn.countAll<number>().as('perMobile'))
        .where('mobile', '=', mobile)
        .where('created_at', '>', t - 24 * 3_600_000)
        .executeTakeFirstOrThrow();
      if (Number(perMobile) >= limits.perMobilePerDay)
        throw tooManyRequests('该手机号今日获取验证码次数已达上限');
      const { perIp } = await db
        .selectFrom('sms_codes')
        .select((eb) => eb.fn.countAll<number>().as('perIp'))
        .where('ip', '=', ip)
        .where('created_at', '>', t - 3_600_000)
        .executeTakeFirstOrThrow();
      if (Number(perIp) >= limits.perIpPerHour) throw tooManyRequests('获取验证码过于频繁，请稍后再试');

      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await db.transaction().execute(async (trx) => {
        // a new code replaces any earlier one for the same purpose
        await trx
          .updateTable('sms_codes')
          .set({ consumed_at: t })
          .where('mobile', '=', mobile)
          .where('scene', '=', scene)
          .where('consumed_at', 'is', null)
          .execute();
        await trx
          .insertInto('sms_codes')
          .values({
            mobile,
            scene,
            code_hash: hashCode(mobile, code),
            ip,
            created_at: t,
            expires_at: t + SMS_POLICY.codeTtlMs,
            failed_attempts: 0,
            consumed_at: null,
          })
          .execute();
      });
      await sender.send(mobile, code, scene);
    },

    async verify(mobile, scene, code) {
      const t = now();
      const row = await db
        .selectFrom('sms_codes')
        .select(['id', 'code_hash', 'expires_at', 'failed_attempts'])
        .where('mobile', '=', mobile)
        .where('scene', '=', scene)
        .where('consumed_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) throw badRequest('请先获取验证码');
      if (row.expires_at <= t) {
        await db.updateTable('sms_codes').set({ consumed_at: t }).where('id', '=', row.id).execute();
        throw badRequest('验证码已过期，请重新获取');
      }
      const given = Buffer.from(hashCode(mobile, code));
      if (!timingSafeEqual(given, Buffer.from(row.code_hash))) {
        const tries = row.failed_attempts + 1;
        // the conditional update keeps concurrent wrong tries from racing past the limit
        await db
          .updateTable('sms_codes')
          .set({ failed_attempts: tries, consumed_at: tries >= SMS_POLICY.maxWrongTries ? t : null })
          .where('id', '=', row.id)
          .where('consumed_at', 'is', null)
          .execute();
        if (tries >= SMS_POLICY.maxWrongTries) throw badRequest('验证码错误次数过多，请重新获取');
        throw badRequest(`验证码错误，还可尝试${SMS_POLICY.maxWrongTries - tries}次`);
      }
      const used = await db
        .updateTable('sms_codes')
        .set({ consumed_at: t })
        .where('id', '=', row.id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw badRequest('验证码已失效，请重新获取');
    },
  };
}
