import type { AreaDefinition } from '../../area';
import { named } from '../../lib/plugin-name';
import { advertisementsSeeder } from './advertisements.seeder';
import { assistantRoutes } from './assistant/assistant.routes';
import { SEARCH_PAGES } from './pages/search.pages';
import { searchRoutes } from './search.routes';
import { searchIndexSeeder } from './search.seeder';
import { searchSideRoutes } from './side/search-side.routes';

declare module '../../area' {
  interface AreaSettings {
    /** searches one client may run a minute */
    searchesPerMinute?: number;
  }
}

/** The search area: search routes, hot searches, suggestions, side cards, advertisements, the assistant. */
export const searchArea: AreaDefinition = {
  name: 'search',
  async plugin(app, settings) {
    await app.register(named(searchRoutes), {
      now: settings.now,
      searchesPerMinute: settings.searchesPerMinute,
      typingAidsPerMinute: settings.typingAidsPerMinute,
    });
    await app.register(named(searchSideRoutes), settings);
    await app.register(named(assistantRoutes), settings);
  },
  seeders: [advertisementsSeeder, searchIndexSeeder],
  pages: SEARCH_PAGES,
};
