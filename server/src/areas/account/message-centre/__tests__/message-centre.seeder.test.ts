import { MESSAGE_TABS } from '@portal/api/rules/account-messages';
import type { DatabaseHandle } from '../../../../db/database';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestDatabase } from '../../../../test-support/test-database';
import { createMessageCentreRepository } from '../message-centre.repository';
import { messageCentreSeeder } from '../message-centre.seeder';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase({ seed: 'small' });
});
afterAll(async () => {
  await handle.close();
});

describe('message centre seed', () => {
  it('gives the verified doctor (13800000001) read and unread messages of every tab but orders', async () => {
    const repo = createMessageCentreRepository(handle.db);
    const counts = await repo.unreadCounts(1);
    // orders come from paid orders, and the seed has none (paying in the demo's simulator makes one)
    for (const tab of MESSAGE_TABS.filter((t) => t !== 'Order')) {
      const page = await repo.page(1, tab, 1, 50);
      expect([tab, page.items.length > 0]).toEqual([tab, true]);
      expect([tab, counts.tabs[tab] > 0]).toEqual([tab, true]);
      if (tab !== 'BroadCasting') expect([tab, page.items.some((m) => m.read)]).toEqual([tab, true]);
    }
    expect(counts.total).toBeLessThan(100);
  });

  it('writes only what happened: every like by someone else, no message twice, none in the future', async () => {
    const rows = await handle.db.selectFrom('messages').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const m of rows) {
      expect(m.actor_id).not.toBe(m.user_id);
      expect(Number(m.created_at)).toBeLessThanOrEqual(DEFAULT_SEED_NOW);
      if (m.read_at !== null) expect(Number(m.read_at)).toBeGreaterThanOrEqual(Number(m.created_at));
    }
    const keys = rows.map((m) => `${m.user_id}:${m.dedupe_key}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(await handle.db.selectFrom('broadcasts').selectAll().execute()).toHaveLength(6);
  });

  it('lists the tables it fills, and runs only when they are empty', () => {
    expect(messageCentreSeeder.tables).toEqual(['messages', 'broadcasts', 'broadcast_reads']);
  });
});
