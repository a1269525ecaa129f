import type { DatabaseHandle } from '../../../../db/database';
import { CapturingSmsSender } from '../../../../test-support/test-app';
import { createTestDatabase } from '../../../../test-support/test-database';
import { createSmsCodeService, SMS_POLICY } from '../sms-codes';

let database: DatabaseHandle;
let clock: number;
let sender: CapturingSmsSender;
beforeEach(async () => {
  database = await createTestDatabase();
  clock = Date.UTC(2026, 10, 1, 8);
  sender = new CapturingSmsSender();
});
afterEach(async () => {
  await database.close();
});

const service = () => createSmsCodeService(database.db, sender, () => clock);

it('a code expires after 5 minutes', async () => {
  await service().send('13700000001', 'login', '1.1.1.1');
  clock += SMS_POLICY.codeTtlMs + 1;
  await expect(service().verify('13700000001', 'login', sender.lastCode('13700000001'))).rejects.toThrow(
    '验证码已过期，请重新获取',
  );
});

it('a code is good just before it expires', async () => {
  await service().send('13700000002', 'login', '1.1.1.1');
  clock += SMS_POLICY.codeTtlMs - 1;
  await expect(
    service().verify('13700000002', 'login', sender.lastCode('13700000002')),
  ).resolves.toBeUndefined();
});

it('a newer code replaces the older one', async () => {
  await service().send('13700000003', 'login', '1.1.1.1');
  const first = sender.lastCode('13700000003');
  clock += SMS_POLICY.resendIntervalMs;
  await service().send('13700000003', 'login', '1.1.1.1');
  const second = sender.lastCode('13700000003');
  if (first !== second)
    await expect(service().verify('13700000003', 'login', first)).rejects.toThrow('验证码错误');
  await expect(service().verify('13700000003', 'login', second)).resolves.toBeUndefined();
});

it('limits sends per mobile per day', async () => {
  for (let i = 0; i < SMS_POLICY.perMobilePerDay; i += 1) {
    await service().send('13700000004', 'login', `2.2.2.${i}`);
    clock += SMS_POLICY.resendIntervalMs;
  }
  await expect(service().send('13700000004', 'login', '2.2.2.200')).rejects.toThrow(
    '该手机号今日获取验证码次数已达上限',
  );
  clock += 24 * 3_600_000;
  await expect(service().send('13700000004', 'login', '2.2.2.201')).resolves.toBeUndefined();
});

it('limits sends per IP per hour', async () => {
  for (let i = 0; i < SMS_POLICY.perIpPerHour; i += 1) {
    await service().send(`1360000${String(i).padStart(4, '0')}`, 'login', '3.3.3.3');
  }
  await expect(service().send('13611111111', 'login', '3.3.3.3')).rejects.toThrow(
    '获取验证码过于频繁，请稍后再试',
  );
  await expect(service().send('13611111111', 'login', '3.3.3.4')).resolves.toBeUndefined();
});

it('honours tuned sending limits', async () => {
  const relaxed = createSmsCodeService(database.db, sender, () => clock, {
    resendIntervalMs: 1000,
    perMobilePerDay: 100,
    perIpPerHour: 100,
  });
  await relaxed.send('13700000009', 'login', '4.4.4.4');
  await expect(relaxed.send('13700000009', 'login', '4.4.4.4')).rejects.toThrow('验证码发送过于频繁');
  clock += 1000;
  await expect(relaxed.send('13700000009', 'login', '4.4.4.4')).resolves.toBeUndefined();
});
