import type { PortalDb } from '../../db/database';

/**
 * One toggle (like, collect, follow) with its counter, in one transaction: insert the marker row
 * (ignored when it exists); if it was new the counter goes up, otherwise the row is deleted and
 * the counter goes down, never below 0. Counter updates are conditional on the row change, so
 * repeated or concurrent calls cannot drift the count.
 */
export async function toggle(
  db: PortalDb,
  ops: {
    insert: (trx: PortalDb) => Promise<bigint | number>;
    remove: (trx: PortalDb) => Promise<bigint | number>;
    increment: (trx: PortalDb) => Promise<unknown>;
    decrement: (trx: PortalDb) => Promise<unknown>;
    read: (trx: PortalDb) => Promise<number>;
  },
): Promise<{ on: boolean; count: number }> {
  return db.transaction().execute(async (trx) => {
    const inserted = Number(await ops.insert(trx));
    let on: boolean;
    if (inserted > 0) {
      await ops.increment(trx);
      on = true;
    } else {
      const removed = Number(await ops.remove(trx));
      if (removed > 0) await ops.decrement(trx);
      on = false;
    }
    return { on, count: await ops.read(trx) };
  });
}

const affected = (r: { numInsertedOrUpdatedRows?: bigint } | undefined) => r?.numInsertedOrUpdatedRows ?? 0n;
const deleted = (r: { numDeletedRows: bigint } | undefined) => r?.numDeletedRows ?? 0n;
export const rowsOf = { affected, deleted };
