import { LOCAL_STACK, REMOTE_ORIGINS_VARIABLE, SITE } from './site';

/**
 * On a deployed site, reads its remote map once and hands each remote's origin to the workers (the environment
 * they start with): the tests that block or watch a remote's files find them where that site serves them.
 */
export default async function globalSetup(): Promise<void> {
  if (LOCAL_STACK) return;
  const answer = await fetch(`${SITE}/remotes.json`);
  if (!answer.ok) throw new Error(`${SITE}/remotes.json answered ${answer.status}: is E2E_BASE_URL the site's address?`);
  const map = (await answer.json()) as Record<string, string | { current: string }>;
  const origins = Object.fromEntries(Object.entries(map).map(([remote, entry]) => [remote, new URL(typeof entry === 'string' ? entry : entry.current).origin]));
  process.env[REMOTE_ORIGINS_VARIABLE] = JSON.stringify(origins);
  console.log(`Running against ${SITE} (remotes: ${Object.entries(origins).map(([remote, origin]) => `${remote} ${origin}`).join(', ')}); nothing is started locally.`);
}
