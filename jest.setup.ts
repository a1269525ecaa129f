import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// react-router 7 needs TextEncoder, which jsdom does not provide.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

// findBy… and waitFor wait for a state; their timeout only ends a wait for one that never comes.
// The default (1 s) made a test fail when a lazy tab rendered later on a machine whose cores were busy.
configure({ asyncUtilTimeout: 30_000 });
