// A remote's stand-alone harness page runs this before the remote's own
// script, which (built with externalRuntime, like its remoteEntry.js) expects
// the page to provide the Module Federation runtime.
import { provideRuntimeCore } from './provideRuntimeCore.mjs';

provideRuntimeCore();
