import type { Page } from '@playwright/test';
import { REMOTE_ORIGINS_VARIABLE, SITE } from './site';

/** Our own servers: the local stack's, or the deployed site's and its remotes' (support/target.ts). */
const OWN_HOSTS = new Set(['localhost', '127.0.0.1', new URL(SITE).hostname, ...Object.values(remoteOrigins()).map((origin) => new URL(origin).hostname)]);

function remoteOrigins(): Record<string, string> {
  return JSON.parse(process.env[REMOTE_ORIGINS_VARIABLE] ?? '{}') as Record<string, string>;
}

/** Collects every request the page makes to a host other than our own servers. */
export function recordOffsiteRequests(page: Page): string[] {
  const offsite: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (!OWN_HOSTS.has(url.hostname)) offsite.push(request.url());
  });
  return offsite;
}
