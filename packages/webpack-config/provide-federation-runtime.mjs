// A federation runtime plugin of the shell: it hands its runtime core to every remote container,
// which is built without one of its own (`experiments.externalRuntime`, about 19 KiB gzip less on
// every page that shows a remote). The library's own provider (`provideExternalRuntime`) imports
// the CommonJS build of the core beside the shell's ES one, a second copy of 20 KiB; this one
// imports the very module the shell's runtime uses, so providing it costs under 1 KiB. It also
// allows the shell to keep exposing `./host`.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideFederationRuntime() {
  return {
    name: 'portal-provide-federation-runtime',
    beforeInit(args) {
      const global = runtimeCore.Global;
      // the name the remotes' externals read (`_FEDERATION_RUNTIME_CORE`), set once per page
      if (global && typeof global === 'object' && !global._FEDERATION_RUNTIME_CORE) {
        global._FEDERATION_RUNTIME_CORE = runtimeCore;
        global._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: '2.9.2' };
      }
      return args;
    },
  };
}
