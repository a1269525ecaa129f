import { BrowserRouter, useNavigate } from '@portal/router';
import { ServerStateProvider } from '@portal/session/server-state';
import { bootstrapSession } from '@portal/session/session';
import { sessionStore } from '@portal/session/store';
import { HostProvider } from '@portal/shared-ui/host';
import {
  type HostFactory,
  type HostRuntime,
  type LoadedHost,
  loadHost,
} from '@portal/shared-ui/standalone-host';
import { Toaster } from '@portal/shared-ui/toast';
import { Provider } from 'jotai';
import { type ComponentType, type ReactNode, StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Standalone QA of a remote (every remote runs alone the same way): the deployed shell's
 * `shell/host` when it loads, else the local fallback host; the session; one toast outlet; a thin
 * bar saying which host is in use. The remote's routes render as they would under the shell.
 */

/** The bar's texts, from the remote's messages file (shared code carries no screen text). */
export interface StandaloneTexts {
  frameTitle: string;
  hostFromShell: string;
  hostLocal: string;
}

function HostFromFactory({ factory, children }: { factory: HostFactory; children: ReactNode }) {
  const navigate = useNavigate();
  const host = useMemo(() => factory(navigate), [factory, navigate]);
  return <HostProvider host={host}>{children}</HostProvider>;
}

export function StandaloneFrame({
  host,
  texts,
  Routes,
}: {
  host: LoadedHost;
  texts: StandaloneTexts;
  Routes: ComponentType;
}) {
  return (
    <Provider store={sessionStore}>
      <ServerStateProvider>
        <BrowserRouter>
          <HostFromFactory factory={host.factory}>
            <header
              className="flex h-10 items-center justify-between bg-ink px-4 text-sm text-white"
              data-host={host.source}
            >
              <span>{texts.frameTitle}</span>
              <span className="text-xs text-white/60">
                {host.source === 'shell' ? texts.hostFromShell : texts.hostLocal}
              </span>
            </header>
            <main>
              <Routes />
            </main>
            <Toaster />
          </HostFromFactory>
        </BrowserRouter>
      </ServerStateProvider>
    </Provider>
  );
}

export interface StartStandaloneOptions {
  Routes: ComponentType;
  texts: StandaloneTexts;
  /** the deployed shell's manifest (PORTAL_SHELL_MANIFEST at build time) */
  shellManifest: string;
  /** the remote's own Module Federation runtime, so the shell's host joins its share scope */
  runtime: HostRuntime;
  /** where to render; default #root */
  container?: HTMLElement | null;
}

export async function startStandalone({
  Routes,
  texts,
  shellManifest,
  runtime,
  container = document.getElementById('root'),
}: StartStandaloneOptions): Promise<void> {
  document.title = texts.frameTitle;
  const host = await loadHost(runtime, shellManifest);
  bootstrapSession().catch(() => {});
  if (!container) throw new Error('standalone: #root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <StandaloneFrame host={host} texts={texts} Routes={Routes} />
    </StrictMode>,
  );
}
