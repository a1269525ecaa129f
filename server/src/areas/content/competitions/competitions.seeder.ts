import { competitionPath } from '@portal/api/rules/competitions';
import type { Insertable } from 'kysely';
import { catalogueStream, readSubjects, type Subjects } from '../../../seed/area-inputs';
import { type AreaSeeder, coverUrl, insertChunks } from '../../../seed/area-seeder';
import type { Rng } from '../../../seed/random';
import { COMPETITIONS } from './competitions-data';
import type { CompetitionsTable } from './schema';

const DAY = 86_400_000;

function buildCompetitions(r: Rng, now: number, subjects: Subjects): Insertable<CompetitionsTable>[] {
  return COMPETITIONS.map((c, i) => {
    const id = i + 1;
    return {
      id,
      name: c.name,
      code: c.code,
      status: c.status,
      // the page the jump rule `shortVideoCompetition` opens (spec 2: the query is what counts)
      competition_url: competitionPath(id),
      cover_image: coverUrl(`competition-${id}`, c.name),
      subspecialty_id: c.group ? (subjects.groupIdByName.get(c.group) ?? null) : null,
      views: r.skewed(500, 50_000),
      add_time: now - c.addedDaysAgo * DAY - r.int(0, DAY - 1),
      description: c.description,
    };
  });
}

/** The fixed case and video competitions (migration 010's part of this feature), in every status. */
export const competitionsSeeder: AreaSeeder = {
  name: 'competitions',
  tables: ['competitions'],
  sequenceTables: ['competitions'],
  async seed(db, context) {
    const rows = buildCompetitions(
      catalogueStream(context.seed, 'competitions'),
      context.now,
      await readSubjects(db),
    );
    await insertChunks(rows, (chunk) => db.insertInto('competitions').values(chunk).execute());
  },
};
