import { IDENTITY } from '@portal/api/identity';
import type { Insertable } from 'kysely';
import { readUsers } from '../../../seed/area-inputs';
import { type AreaSeeder, insertChunks } from '../../../seed/area-seeder';
import { createRng } from '../../../seed/random';
import type { BrandMembersTable } from './schema';

const DAY = 86_400_000;

/**
 * Seeds brand members: a corporate user belongs to the brands their company makes; the first of each
 * brand administers it. (It was the profile seeder's part, on the same random stream.)
 */
export const brandMembersSeeder: AreaSeeder = {
  name: 'brand-members',
  tables: ['brand_members'],
  sequenceTables: [],
  async seed(db, context) {
    const r = createRng(`${context.seed}:profile`);
    const [users, brands] = await Promise.all([
      readUsers(db),
      db.selectFrom('brands').select(['id', 'name']).orderBy('id').execute(),
    ]);
    const members: Insertable<BrandMembersTable>[] = [];
    for (const brand of brands) {
      const staff = users.filter(
        (u) => u.identity === IDENTITY.corporate && u.company !== null && u.company.includes(brand.name),
      );
      staff.forEach((u, i) => {
        members.push({
          brand_id: brand.id,
          user_id: u.id,
          role: i === 0 ? 'admin' : 'member',
          created_at: Math.max(u.created_at, context.now - r.int(30, 900) * DAY),
        });
      });
    }
    await insertChunks(members, (chunk) => db.insertInto('brand_members').values(chunk).execute());
  },
};
