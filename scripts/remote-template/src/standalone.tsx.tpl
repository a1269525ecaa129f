// Standalone only: the base layer and shared-ui utilities the shell provides when composed.
import './standalone.css';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startStandalone } from '@portal/standalone/frame';
import __PASCAL__Routes from './app/routes';
import { messages } from './messages';

/** Compiled in by webpack.config.js (PORTAL_SHELL_MANIFEST, default the local portal's shell). */
const SHELL_MANIFEST = process.env.PORTAL_SHELL_MANIFEST || 'http://localhost:3000/shell/mf-manifest.json';

void startStandalone({
  Routes: __PASCAL__Routes,
  texts: messages.standalone,
  shellManifest: SHELL_MANIFEST,
  runtime: { registerRemotes, loadRemote },
});
