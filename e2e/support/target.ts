import { test } from '@playwright/test';
import { LOCAL_STACK, REMOTE_ORIGINS_VARIABLE, SITE } from './site';
import { REMOTE_PORTS, type RemoteName } from './sitePaths';

export { LOCAL_STACK, MAILBOX, SITE } from './site';

/** The origin a remote's files come from: the local stack's port, or the deployed site's remote map. */
export function remoteOrigin(remote: RemoteName): string {
  if (LOCAL_STACK) return `http://localhost:${REMOTE_PORTS[remote]}`;
  const origins = JSON.parse(process.env[REMOTE_ORIGINS_VARIABLE] ?? '{}') as Partial<Record<RemoteName, string>>;
  const origin = origins[remote];
  if (!origin) throw new Error(`${SITE}/remotes.json names no ${remote} remote`);
  return origin;
}

/**
 * Skips the tests of the describe block or file it is called in on a deployed site: they need local control
 * (deploying with deploy:local, the stack's own addresses or files). The reason is printed once per process.
 */
const printed = new Set<string>();

export function localOnly(reason: string): void {
  if (LOCAL_STACK) return;
  if (!printed.has(reason)) {
    printed.add(reason);
    console.log(`skipped on ${SITE}: ${reason}`);
  }
  test.skip(true, reason);
}
