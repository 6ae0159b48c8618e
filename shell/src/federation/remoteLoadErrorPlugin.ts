import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Logs which remote failed and how, in one readable line, then lets the error
// reach the error boundary that shows the visitor a Retry button.
export default function remoteLoadErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-load-error-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      const reason = error instanceof Error ? error.message : String(error);
      console.warn(`Remote "${id}" could not be loaded during ${lifecycle}: ${reason}`);
      return undefined;
    },
  };
}
