import { bootstrapSession } from '@portal/session/session';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

void bootstrapSession();
createRoot(container).render(<App />);
