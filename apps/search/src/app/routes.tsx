// The remote's own utilities: imported by the exposed module so they load with it inside the shell.
import '../styles.css';
import { matchPath, Route, Routes } from '@portal/router';
import { lazyPage } from '@portal/shared-ui/lazy-page';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { Suspense } from 'react';
import { SearchPage } from './search-page';

// The results page ships with ./routes; the others are chunks of their own, loaded by `preload`
// before the shell renders the routes when the address is theirs (host contract).
const AdvancedSearchPage = lazyPage(() =>
  import('../features/advanced-search/advanced-search-page').then((m) => m.AdvancedSearchPage),
);
const AssistantPage = lazyPage(() =>
  import('../features/assistant/assistant-page').then((m) => m.AssistantPage),
);
const AdvancedResultPage = lazyPage(() =>
  import('../features/advanced-search/advanced-result-page').then((m) => m.AdvancedResultPage),
);

const LAZY_PAGES = [
  { path: '/advanced-search', page: AdvancedSearchPage },
  { path: '/advanced-search-result', page: AdvancedResultPage },
  { path: '/askAI/char/home', page: AssistantPage },
];

/** Loads the page `pathname` shows; the shell awaits it before rendering the routes. */
export function preload(pathname: string): Promise<void> {
  const route = LAZY_PAGES.find((r) => matchPath(r.path, pathname));
  return route ? route.page.preload().catch(() => undefined) : Promise.resolve();
}

/** Exposed as `search/routes`; the shell mounts it under `path="*"`, so paths are absolute. */
export default function SearchRoutes() {
  return (
    <Suspense fallback={<Skeleton lines={8} className="mx-auto max-w-page p-6" />}>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
        <Route path="/advanced-search" element={<AdvancedSearchPage />} />
        <Route path="/advanced-search-result" element={<AdvancedResultPage />} />
        <Route path="/askAI/char/home" element={<AssistantPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
