import type { SidebarProduct } from '@portal/api/contract/sidebar';
import { jumpUrl } from '@portal/api/jump-rules';
import { BRAND_LIMITS } from '@portal/api/rules/brand';
import type { PortalDb } from '../../../db/database';
import type { ProductMentionSource, Readers } from '../../../readers/readers';

/** how much of a talk's summary a mention shows */
const SUMMARY_CHARS = 100;
const short = (text: string) => {
  const chars = Array.from(text.trim());
  return chars.length > SUMMARY_CHARS ? `${chars.slice(0, SUMMARY_CHARS).join('')}…` : chars.join('');
};

/**
 * The talks that mention a product, of published meetings only: a meeting only announced (coming
 * soon) or not yet published shows none of its programme.
 */
const talksOf = (db: PortalDb, productId: number) =>
  db
    .selectFrom('meeting_agenda_products as ap')
    .innerJoin('meeting_agendas as g', 'g.id', 'ap.agenda_id')
    .innerJoin('meetings', 'meetings.id', 'g.meeting_id')
    .where('ap.product_id', '=', productId)
    .where('meetings.publish_status', '=', '1');

/** the meetings area's part of the product page's 临床应用: talks, latest first */
export const TALK_MENTIONS: ProductMentionSource = {
  type: 'talk',
  async count(db, productId) {
    const row = await talksOf(db, productId)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },
  async page(db, productId, { pageNo, pageSize }) {
    const rows = await talksOf(db, productId)
      .select([
        'g.id',
        'g.theme',
        'g.summary',
        'g.author_names',
        'g.start_time',
        'meetings.id as meeting_id',
        'meetings.meeting_name',
        'meetings.app_main_pic',
      ])
      .orderBy('g.start_time', 'desc')
      .orderBy('g.id', 'desc')
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize)
      .execute();
    return rows.map((r) => ({
      type: 'talk' as const,
      kind: 'agenda' as const,
      id: r.id,
      title: r.theme,
      summary: short(r.summary),
      cover: r.app_main_pic,
      // the meeting page opens at the talk (spec 2: meeting with agendaId)
      url: jumpUrl({ type: 'meeting', id: r.meeting_id, agendaId: r.id }) ?? '',
      time: Number(r.start_time),
      authorName: r.author_names,
      context: r.meeting_name,
    }));
  },
};

/** the products each talk mentions, in the talk's order (the brands area's cards, through its reader) */
export async function productsOfAgendas(
  db: PortalDb,
  readers: Pick<Readers, 'productsByIds'>,
  agendaIds: readonly number[],
): Promise<Map<number, SidebarProduct[]>> {
  const out = new Map<number, SidebarProduct[]>();
  if (agendaIds.length === 0) return out;
  const links = await db
    .selectFrom('meeting_agenda_products')
    .select(['agenda_id', 'product_id'])
    .where('agenda_id', 'in', agendaIds)
    .orderBy('agenda_id')
    .orderBy('sort')
    .orderBy('product_id')
    .execute();
  if (links.length === 0) return out;
  const found = await readers.productsByIds(db, [...new Set(links.map((l) => l.product_id))]);
  for (const link of links) {
    const product = found.get(link.product_id);
    const list = out.get(link.agenda_id) ?? [];
    if (product && list.length < BRAND_LIMITS.mentionedProducts) out.set(link.agenda_id, [...list, product]);
  }
  return out;
}
