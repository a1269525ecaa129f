import { beijingDate } from '@portal/api/beijing-time';
import type { AgendaItem } from '@portal/api/contract/meetings';
import { meetingEndpoints as e } from '@portal/api/endpoints/meetings';
import { deviceCategoriesIn } from '../../../../seed/device-terms';
import { DEFAULT_SEED_NOW } from '../../../../seed/options';
import { createTestApp, type TestApp } from '../../../../test-support/test-app';

/** A talk's 相关器械 over the small seed: the seeded links, and what the agenda call answers of them. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => DEFAULT_SEED_NOW, seed: 'small' });
});
afterAll(async () => {
  await t.close();
});

const agendaOf = async (meetingId: number, date: string): Promise<AgendaItem[]> =>
  (
    await t.app.inject({ method: 'GET', url: e.agenda.path, query: { meetingId: String(meetingId), date } })
  ).json().list;

describe('the products a talk mentions', () => {
  it('are seeded where the talk’s theme speaks of what their device category is for', async () => {
    const links = await t.database.db
      .selectFrom('meeting_agenda_products as l')
      .innerJoin('meeting_agendas as g', 'g.id', 'l.agenda_id')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .innerJoin('brand_categories as c', 'c.id', 'p.category_id')
      .select(['g.theme', 'c.code'])
      .execute();
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(deviceCategoriesIn(link.theme)).toContain(link.code);
  });

  it('come with the talk in the agenda, in its order, each with what its page needs', async () => {
    const db = t.database.db;
    const talk = await db
      .selectFrom('meeting_agenda_products as l')
      .innerJoin('meeting_agendas as g', 'g.id', 'l.agenda_id')
      .innerJoin('meetings as m', 'm.id', 'g.meeting_id')
      .select(['g.id', 'g.meeting_id', 'g.start_time'])
      .where('m.publish_status', '=', '1')
      .orderBy('g.id')
      .executeTakeFirstOrThrow();
    const links = await db
      .selectFrom('meeting_agenda_products')
      .select('product_id')
      .where('agenda_id', '=', talk.id)
      .orderBy('sort')
      .execute();
    const agenda = await agendaOf(talk.meeting_id, beijingDate(Number(talk.start_time)));
    const item = agenda.find((a) => a.id === talk.id);
    expect(item?.products.map((p) => p.id)).toEqual(links.map((l) => l.product_id));
    for (const p of item?.products ?? []) {
      expect(p.name).not.toBe('');
      expect(p).toHaveProperty('categoryId');
    }
    // a talk that mentions nothing has an empty list, never a missing one
    for (const other of agenda) expect(Array.isArray(other.products)).toBe(true);
  });
});
