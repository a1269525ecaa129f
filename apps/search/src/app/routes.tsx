// The remote's own utilities: imported by the exposed module so they load with it inside the shell.
import '../styles.css';
import { Route, Routes } from '@portal/router';
import { NotFound } from '@portal/shared-ui/not-found';
import { Skeleton } from '@portal/shared-ui/skeleton';
import { lazy, Suspense } from 'react';
import { SearchPage } from './search-page';

const AdvancedSearchPage = lazy(() =>
  import('../features/advanced-search/advanced-search-page').then((m) => ({ default: m.AdvancedSearchPage })),
);
const AssistantPage = lazy(() =>
  import('../features/assistant/assistant-page').then((m) => ({ default: m.AssistantPage })),
);
const AdvancedResultPage = lazy(() =>
  import('../features/advanced-search/advanced-result-page').then((m) => ({ default: m.AdvancedResultPage })),
);

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
