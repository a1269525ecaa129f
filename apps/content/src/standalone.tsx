// Standalone only: the base layer and shared-ui utilities the shell provides when composed.
import './standalone.css';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { bootstrapSession } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { HostProvider } from '@portal/shared-ui/host';
import { type HostFactory, type LoadedHost, loadHost } from '@portal/shared-ui/standalone-host';
import { Toaster } from '@portal/shared-ui/toast';
import { Provider } from 'jotai';
import { type ReactNode, StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import ContentRoutes from './app/routes';

import { messages } from './messages';

/** Compiled in by webpack.config.js (PORTAL_SHELL_MANIFEST, default the local portal's shell). */
const SHELL_MANIFEST = process.env.PORTAL_SHELL_MANIFEST || 'http://localhost:3000/shell/mf-manifest.json';

function HostFromFactory({ factory, children }: { factory: HostFactory; children: ReactNode }) {
  const navigate = useNavigate();
  const host = useMemo(() => factory(navigate), [factory, navigate]);
  return <HostProvider host={host}>{children}</HostProvider>;
}

/** The minimal frame of standalone QA: a thin bar, the routes, the one toast outlet. */
function StandaloneFrame({ host }: { host: LoadedHost }) {
  return (
    <Provider store={sessionStore}>
      <BrowserRouter>
        <HostFromFactory factory={host.factory}>
          <header
            className="flex h-10 items-center justify-between bg-ink px-4 text-sm text-white"
            data-host={host.source}
          >
            <span>{messages.standalone.frameTitle}</span>
            <span className="text-xs text-white/60">
              {host.source === 'shell' ? messages.standalone.hostFromShell : messages.standalone.hostLocal}
            </span>
          </header>
          <main>
            <ContentRoutes />
          </main>
          <Toaster />
        </HostFromFactory>
      </BrowserRouter>
    </Provider>
  );
}

async function start() {
  document.title = messages.standalone.frameTitle;
  const host = await loadHost({ registerRemotes, loadRemote }, SHELL_MANIFEST);
  bootstrapSession().catch(() => {});
  const container = document.getElementById('root');
  if (!container) throw new Error('standalone: #root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <StandaloneFrame host={host} />
    </StrictMode>,
  );
}

void start();
