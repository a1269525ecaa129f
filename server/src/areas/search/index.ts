/** The search area: search routes, hot searches, suggestions, side cards, advertisements, the assistant. */

export { advertisementsSeeder } from './advertisements.seeder';
export { assistantRoutes } from './assistant/assistant.routes';
export { advertisementTables, searchVoterSalts } from './migration';
export { readRelevanceSet, scoreRelevance } from './relevance';
export type { AdvertisementTables } from './schema';
export { searchArea } from './search.area';
export { SEARCHES_PER_MINUTE, searchRoutes } from './search.routes';
export { STARTING_HOT_SEARCHES, searchIndexSeeder } from './search.seeder';
export { searchSideRoutes } from './side/search-side.routes';
