// The stack the suites run against, as the apps manifest (apps.json) describes it; FRC_PORT_OFFSET moves every port.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readApps } from '@frc/build-config/apps.js';

const apps = readApps();

/** The repository's root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const API_PORT = apps.apiPort;
export const MAIL_WEB_PORT = apps.mailWebPort;

/** The site's origin locally, under both names of the loopback host. */
export const SHELL_ORIGINS: [string, string] = [apps.shell.origin, `http://127.0.0.1:${apps.shell.port}`];

/** The four remotes (every app but the shell), each with its name in the remote map. */
export const REMOTE_APPS = apps.remotes;
