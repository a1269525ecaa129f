/** The composition's seed, for tests that seed a database themselves (the seed's own tests). */
export {
  generateSeedData,
  type SeedSummary,
  seedDatabase,
  seedFrameIfEmpty,
  seedIfEmpty,
} from '../areas/seed';
