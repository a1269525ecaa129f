import { postgresTemplateName, SEED_PRESETS, type SeedPreset, sqliteTemplate } from './database-templates';

/**
 * jest's global setup of the server tests: every seeded template is made here, once, before the
 * first test file runs. Here no test timeout runs, so seeding takes the time it takes (the same
 * seconds on a quiet machine, minutes on one whose cores are busy) and test files only copy.
 */
export default async function makeTemplates(): Promise<void> {
  const presets: (SeedPreset | null)[] = [null, ...(Object.keys(SEED_PRESETS) as SeedPreset[])];
  const url = process.env.TEST_DATABASE_URL;
  for (const preset of presets) {
    if (url) await postgresTemplateName(url, preset);
    else await sqliteTemplate(preset);
  }
}
