import { queryClient } from '@portal/session/query-client';
import { hydrateFirstData } from '@portal/session/query-client-first-data';
import { bootstrapSession } from '@portal/session/session';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { holdServerPage } from './remotes/server-page';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// the page's first data, from the server's HTML, before any screen asks for it
hydrateFirstData(queryClient);
void bootstrapSession();
// the server's text of this page stays on screen until the page's own screen replaces it
holdServerPage(container, `${window.location.pathname}${window.location.search}`);
createRoot(container).render(<App />);
