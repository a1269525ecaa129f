import type { PortalDb } from '../../../db/database';

export function createMessageRepository(db: PortalDb) {
  return {
    /** over the (user_id, read_at) index */
    async unreadCount(userId: number): Promise<number> {
      const row = await db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
