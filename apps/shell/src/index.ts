import './styles.css';
import { loadRemotesManifest } from './remotes/load-remotes';

// The shared modules (React...) can only be used after the federation runtime has set up the share
// scope, hence the asynchronous boundary. The remotes manifest is fetched in parallel: routes that
// need a remote wait for the registry, the home page and the layout do not.
void loadRemotesManifest();
// Keep this module's static imports free of React and the other shared packages.
import('./bootstrap');
