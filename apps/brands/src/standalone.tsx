// Standalone only: the base layer and shared-ui utilities the shell provides when composed.
import './standalone.css';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { startStandalone } from '@portal/standalone/frame';
import BrandsRoutes from './app/routes';
import { messages } from './messages';

/** the deployed shell's host contract (compiled in by @portal/webpack-config: PORTAL_SHELL_MANIFEST) */
const SHELL_MANIFEST = process.env.PORTAL_SHELL_MANIFEST ?? '';

void startStandalone({
  Routes: BrandsRoutes,
  texts: messages.standalone,
  shellManifest: SHELL_MANIFEST,
  runtime: { registerRemotes, loadRemote },
});
