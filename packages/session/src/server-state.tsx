import { QueryClientProvider } from '@portal/query';
import { queryClient } from '@portal/session/query-client';
import type { ReactNode } from 'react';

/** Provides the portal's one query client (the shell's app and every standalone frame). */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
