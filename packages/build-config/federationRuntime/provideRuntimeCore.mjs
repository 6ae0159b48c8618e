// Remotes are built with `experiments.externalRuntime`: their remoteEntry.js
// takes the Module Federation runtime from the page instead of carrying its
// own copy (about 20 KB gzip each). The page that loads them provides it.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

/** Makes this bundle's Module Federation runtime the one the remotes of the page use. */
export function provideRuntimeCore() {
  runtimeCore.Global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
}
