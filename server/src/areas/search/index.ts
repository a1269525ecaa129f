/** The search area: search routes, hot searches, suggestions, side cards, advertisements, the assistant. */
export { advertisementsSeeder } from './advertisements.seeder';
export { assistantRoutes } from './assistant/assistant.routes';
export { advertisementTables } from './migration';
export type { AdvertisementTables } from './schema';
export { searchRoutes } from './search.routes';
export { createSearchSeeder } from './search.seeder';
export { searchSideRoutes } from './side/search-side.routes';
