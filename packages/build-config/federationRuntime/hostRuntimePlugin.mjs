// Runtime plugin of the shell: provides its Module Federation runtime to the
// remotes before any of them loads.
import { provideRuntimeCore } from './provideRuntimeCore.mjs';

export default function hostRuntimePlugin() {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      provideRuntimeCore();
      return args;
    },
  };
}
