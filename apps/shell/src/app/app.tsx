import { sessionStore } from '@portal/session/store';
import { HostProvider } from '@portal/shared-ui/host';
import { Toaster } from '@portal/shared-ui/toast';
import { Provider } from 'jotai';
import { type ReactNode, useMemo } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { createShellHost } from '../features/host/host';
import { AppRoutes } from './routes';

/** The host contract for every remote, with react-router's navigate for same-tab moves. */
function ShellHostProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const host = useMemo(() => createShellHost((to) => navigate(to)), [navigate]);
  return <HostProvider host={host}>{children}</HostProvider>;
}

export function App() {
  return (
    <Provider store={sessionStore}>
      <BrowserRouter>
        <ShellHostProvider>
          <AppRoutes />
        </ShellHostProvider>
      </BrowserRouter>
      <Toaster />
    </Provider>
  );
}
