import { type Page } from '@playwright/test';

/**
 * Takes `origin` down for `page`: every request to it fails in the browser, as when its server is down. Chromium
 * refuses them itself (the DevTools Protocol's `Network.setBlockedURLs`). `page.route` would refuse them from the
 * test's process instead, and to do so it holds every request of the page, to any origin, until that process has
 * answered it, with the HTTP cache turned off: on a busy machine the whole page then loads late, and the message
 * the test waits for comes after its wait. Returns what brings the origin back.
 */
export async function takeDown(page: Page, origin: string): Promise<() => Promise<void>> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.setBlockedURLs', { urlPatterns: [{ urlPattern: `${origin}/*`, block: true }] });
  return async () => {
    await devtools.send('Network.setBlockedURLs', { urlPatterns: [] });
  };
}
