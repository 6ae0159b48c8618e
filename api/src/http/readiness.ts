/** Whether this process takes new requests: false from the moment it is told to stop (server.ts). */
export interface Readiness {
  readonly draining: boolean;
}

/** For an app nobody stops by signal (the tests' in-process APIs). */
export const alwaysReady: Readiness = { draining: false };

export function createReadiness() {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
