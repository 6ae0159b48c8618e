// The five web apps, the API and the mail inbox: what the apps manifest (apps.json) says, read by
// packages/build-config/apps.js (FRC_PORT_OFFSET moves every port, for a second stack).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import appsManifest from '../../packages/build-config/apps.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const apps = appsManifest.readApps();

/**
 * In build order, the host first. `publicPages`: the build lists pages for the sitemap (public-pages.xml);
 * `spa`: the host, which serves its page at every path.
 */
export const WEB_APPS = apps.web.map((app) => ({ workspace: app.workspace, port: app.port, spa: Boolean(app.host), publicPages: Boolean(app.publicPages), origin: app.origin }));

export const API_PORT = apps.apiPort;
export const MAIL_SMTP_PORT = apps.mailSmtpPort;
export const MAIL_WEB_PORT = apps.mailWebPort;

/** The site's origin locally, under both names of the loopback host. */
export const SHELL_ORIGINS = [apps.shell.origin, `http://127.0.0.1:${apps.shell.port}`];

/** The app's name in the images and the remote map: shell, marketing, intake, portal, admin. */
export function appName(app) {
  return app.workspace.replace(/^mf-/, '');
}

/** The four remotes (every app but the shell). */
export const REMOTE_APPS = WEB_APPS.filter((app) => !app.spa);

/** The remote named `name` (marketing, intake, portal, admin), or undefined. */
export function remoteApp(name) {
  return REMOTE_APPS.find((app) => appName(app) === name);
}
