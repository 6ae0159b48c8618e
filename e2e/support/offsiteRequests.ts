import type { Page } from '@playwright/test';

const OWN_HOSTS = new Set(['localhost', '127.0.0.1']);

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
