import { newQueryClient } from '@portal/session/query-client';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import { type RenderOptions, render as renderWithoutData } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

// the library tells components in a later macrotask; in tests, as soon as the answer is there, so
// `await act(...)` sees what a user would see a moment later
notifyManager.setScheduler(queueMicrotask);

/**
 * Testing Library's render inside a fresh server-state cache (no retries), as the app provides one:
 * no test sees another's answers.
 */
export function render(ui: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  const client = newQueryClient({ retry: false });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderWithoutData(ui, { ...options, wrapper });
}
