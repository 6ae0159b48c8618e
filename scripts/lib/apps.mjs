// The five web apps, where they are served, and the order they build in.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `publicPages`: the build lists pages for the sitemap (public-pages.xml). */
export const WEB_APPS = [
  { workspace: 'shell', port: 3000, spa: true },
  { workspace: 'mf-marketing', port: 3001, publicPages: true },
  { workspace: 'mf-intake', port: 3002, publicPages: true },
  { workspace: 'mf-portal', port: 3003, publicPages: true },
  { workspace: 'mf-admin', port: 3004 },
];

export const API_PORT = 4000;
export const MAIL_SMTP_PORT = 1025;
export const MAIL_WEB_PORT = 1080;

export const SHELL_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000'];

/** The app's name in the images and the remote map: shell, marketing, intake, portal, admin. */
export function appName(app) {
  return app.workspace.replace(/^mf-/, '');
}

/** The four remotes (every app but the shell). */
export const REMOTE_APPS = WEB_APPS.filter((app) => !app.spa);
