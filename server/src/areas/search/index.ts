/** The search area: search routes, hot searches, suggestions, side cards, advertisements, the assistant. */
export { assistantRoutes } from './assistant/assistant.routes';
export { searchRoutes } from './search.routes';
export { createSearchSeeder } from './search.seeder';
export { searchSideRoutes } from './side/search-side.routes';
