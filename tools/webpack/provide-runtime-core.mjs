// Federation runtime plugin of the shell: publishes the shell's federation runtime-core on the global that
// production remotes read it from (their build marks '@module-federation/runtime-core' external as
// `_FEDERATION_RUNTIME_CORE`, see create-config.js), so that a page carries one copy of that runtime.
// The plugin's own `provideExternalRuntime` does the same through a CommonJS require, which put a second,
// CommonJS copy of runtime-core into the shell's main.js: this ES import takes the copy already bundled.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'lexdesk-provide-runtime-core',
    beforeInit(args) {
      // The first host to start wins: a second shell instance on the page (never expected) keeps the first copy.
      globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
