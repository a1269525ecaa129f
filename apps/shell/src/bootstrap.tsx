import { queryClient } from '@portal/session/query-client';
import { hydrateFirstData } from '@portal/session/query-client-first-data';
import { bootstrapSession } from '@portal/session/session';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

// the page's first data, from the server's HTML, before any screen asks for it
hydrateFirstData(queryClient);
void bootstrapSession();
createRoot(container).render(<App />);
