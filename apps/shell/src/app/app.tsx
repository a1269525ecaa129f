import { BrowserRouter, useNavigate } from '@portal/router';
import { ServerStateProvider } from '@portal/session/server-state';
import { sessionStore } from '@portal/session/store';
import { HostProvider } from '@portal/shared-ui/host';
import { Toaster } from '@portal/shared-ui/toast';
import { Provider } from 'jotai';
import { type ReactNode, useEffect, useMemo } from 'react';
import { InPlacePlayer } from '../features/in-place/in-place-player';
import { createShellHost } from '../host/host';
import { startRemotePreloading } from '../remotes/preload';
import { RemoteProgressBar } from '../remotes/remote-progress-bar';
import { AppRoutes } from './routes';

/** The host contract for every remote, with react-router's navigate for same-tab moves. */
function ShellHostProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const host = useMemo(() => createShellHost((to) => navigate(to)), [navigate]);
  return <HostProvider host={host}>{children}</HostProvider>;
}

export function App() {
  // remotes preload on link hover/focus and in the first idle period (after the first paint)
  useEffect(() => startRemotePreloading(), []);
  return (
    <Provider store={sessionStore}>
      <ServerStateProvider>
        <RemoteProgressBar />
        <BrowserRouter>
          <ShellHostProvider>
            <AppRoutes />
            {/* the short-video player, opened in place over any page */}
            <InPlacePlayer />
          </ShellHostProvider>
        </BrowserRouter>
        <Toaster />
      </ServerStateProvider>
    </Provider>
  );
}
