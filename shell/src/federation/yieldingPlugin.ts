import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToBrowser } from '../yieldToBrowser';

/**
 * Module Federation runtime plugin of the shell: the runtime's work for one remote module (reading the remote's
 * manifest, planning and adding the preloads of its files, adding its entry, running its module) is a chain of
 * promises, which the browser runs as one task when the files are already there. This plugin ends the task
 * between those steps, so a page that loads several remotes at start never blocks the main thread for the
 * whole chain (docs/rendering.md). Every hook hands on what it was given, and changes nothing else (no hook whose
 * answer the runtime uses, such as generatePreloadAssets or loadEntry, is taken).
 */
export default function yieldingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'yielding-plugin',
    async beforeRequest(args) {
      await yieldToBrowser();
      return args;
    },
    async beforePreloadRemote() {
      await yieldToBrowser();
    },
    async beforeInitContainer(args) {
      await yieldToBrowser();
      return args;
    },
    async afterMatchRemote() {
      await yieldToBrowser();
    },
    async beforeGetExpose() {
      await yieldToBrowser();
    },
  };
}
