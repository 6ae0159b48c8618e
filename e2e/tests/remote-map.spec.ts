import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT, SHELL_ORIGINS } from '../../scripts/lib/apps.mjs';
import { startStaticServer } from '../../scripts/lib/staticServer.mjs';

const MAP_FILE = path.join(ROOT, 'shell/dist/remotes.json');
const MOVED_PORT = 3014;

test('a changed remote map takes effect after a reload, without rebuilding the shell', async ({ page }) => {
  const originalMap = fs.readFileSync(MAP_FILE, 'utf8');
  const shellBundle = fs.readdirSync(path.join(ROOT, 'shell/dist')).filter((file) => file.endsWith('.js'));
  // The same admin build, deployed at a second address.
  const movedAdmin = await startStaticServer({
    root: path.join(ROOT, 'mf-admin/dist'),
    port: MOVED_PORT,
    allowedOrigins: SHELL_ORIGINS,
  });
  try {
    const fromOriginal = page.waitForResponse((response) => response.url().startsWith('http://localhost:3004/'));
    await page.goto('/admin');
    await fromOriginal;
    // Let the first load finish, so none of its requests to the old address is counted after the reload.
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    fs.writeFileSync(
      MAP_FILE,
      JSON.stringify({ ...JSON.parse(originalMap), admin: `http://localhost:${MOVED_PORT}/mf-manifest.json` }),
    );
    const requestedPorts = new Set<string>();
    page.on('request', (request) => requestedPorts.add(new URL(request.url()).port));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(requestedPorts.has(String(MOVED_PORT))).toBe(true);
    expect(requestedPorts.has('3004')).toBe(false);
    expect(fs.readdirSync(path.join(ROOT, 'shell/dist')).filter((file) => file.endsWith('.js'))).toEqual(shellBundle);
  } finally {
    fs.writeFileSync(MAP_FILE, originalMap);
    await new Promise((resolve) => movedAdmin.close(resolve));
  }
});
