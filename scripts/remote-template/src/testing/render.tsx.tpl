import { newQueryClient } from '@portal/session/query-client';
import { createLocalHost, HostProvider } from '@portal/shared-ui/host';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from '@portal/router';

// components hear of an answer at once in tests, so `await act(...)` sees what a user sees
notifyManager.setScheduler(queueMicrotask);

/** Renders `ui` at `url` as the shell would: a host, a router and a fresh server-state cache. */
export function renderAt(url: string, ui: ReactElement) {
  const client = newQueryClient({ retry: false });
  return render(
    <QueryClientProvider client={client}>
      <HostProvider host={createLocalHost()}>
        <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
      </HostProvider>
    </QueryClientProvider>,
  );
}
