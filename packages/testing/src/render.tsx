import { notifyManager, QueryClientProvider } from '@portal/query';
import { MemoryRouter, useLocation } from '@portal/router';
import { newQueryClient } from '@portal/session/query-client';
import { HostProvider, type PortalHost } from '@portal/shared-ui/host';
import { type RenderOptions, render as renderWithoutData } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { testHost } from './host';

// the library tells components in a later macrotask; in tests, as soon as the answer is there, so
// `await act(...)` sees what a user would see a moment later
notifyManager.setScheduler(queueMicrotask);

/**
 * Testing Library's render inside a fresh server-state cache (no retries), as the app provides one:
 * no test sees another's answers. `rerender` keeps the same cache; `client` is that cache.
 */
export function render(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  const client = newQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderWithoutData(ui, { ...options, wrapper }), client };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` at `url` inside a router, a host contract and a fresh server-state cache;
 * `location()` reads the current URL, `host` is the host (`testHost` unless given).
 */
export function renderAt(url: string, ui: ReactElement, host: PortalHost = testHost) {
  const result = render(
    <MemoryRouter initialEntries={[url]}>
      <HostProvider host={host}>
        {ui}
        <LocationProbe />
      </HostProvider>
    </MemoryRouter>,
  );
  return { ...result, host, location: () => result.getByTestId('location').textContent };
}

/** A local-time timestamp, so formatted dates do not depend on the machine's time zone. */
export const localTime = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(y, m - 1, d, h, min).getTime();

/** A promise settled from outside, to hold a call in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
