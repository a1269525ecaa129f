import { createStore } from 'jotai';

/**
 * The portal's one jotai store. The shell puts it in `<Provider store={sessionStore}>`; the session
 * hooks also name it explicitly, so a remote's components read the same store even outside that
 * provider. `@portal/session/*` is a federation singleton, so there is one store in the page.
 */
export const sessionStore = createStore();
