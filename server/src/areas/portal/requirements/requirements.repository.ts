import type { RequirementType } from '@portal/api/contract/portal';
import type { PortalDb } from '../../../db/database';

export interface RequirementTypeRow extends RequirementType {
  sort: number;
}

export function createRequirementRepository(db: PortalDb) {
  return {
    async types(): Promise<RequirementTypeRow[]> {
      const rows = await db
        .selectFrom('requirement_types')
        .select(['code', 'description', 'sort'])
        .orderBy('sort')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({ code: r.code, desc: r.description, sort: r.sort }));
    },

    async countSince(userId: number, since: number): Promise<number> {
      const row = await db
        .selectFrom('requirements')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(input: {
      userId: number;
      typesStr: string;
      contactInformation: string;
      remark: string;
      createdAt: number;
    }): Promise<number> {
      const row = await db
        .insertInto('requirements')
        .values({
          user_id: input.userId,
          types_str: input.typesStr,
          contact_information: input.contactInformation,
          remark: input.remark,
          created_at: input.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
