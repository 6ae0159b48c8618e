// Reads the apps manifest (apps.json at the repository's root): the one description of the deployment. Every
// build, script and suite that needs an app's name, workspace or port gets it from here.
//
// FRC_PORT_OFFSET=N moves every port by N (a second stack beside the first, e.g. 10000: shell on :13000).
const path = require('node:path');
const manifest = require('../../apps.json');

function portOffset(env = process.env) {
  const raw = env.FRC_PORT_OFFSET ?? '0';
  if (!/^\d{1,5}$/.test(raw) || Number(raw) + 3000 > 60000) throw new Error(`FRC_PORT_OFFSET must be a whole number that keeps the ports under 60000, not "${raw}"`);
  return Number(raw);
}

/** The manifest with every port moved by FRC_PORT_OFFSET, and each app's local origin. */
function readApps(env = process.env) {
  const offset = portOffset(env);
  const web = manifest.web.map((app) => ({ ...app, port: app.port + offset, origin: `http://localhost:${app.port + offset}` }));
  return {
    offset,
    web,
    remotes: web.filter((app) => !app.host),
    shell: web.find((app) => app.host),
    apiPort: manifest.api.port + offset,
    mailSmtpPort: manifest.mail.smtpPort + offset,
    mailWebPort: manifest.mail.webPort + offset,
  };
}

/** The app a workspace folder holds (its webpack config names it by its folder). */
function appOfWorkspace(dir, env = process.env) {
  const workspace = path.basename(dir);
  const app = readApps(env).web.find((candidate) => candidate.workspace === workspace);
  if (!app) throw new Error(`apps.json names no app in the workspace ${workspace}`);
  return app;
}

/** The default remote map: each remote's own build on its local origin. */
function defaultRemoteMap(env = process.env) {
  return Object.fromEntries(readApps(env).remotes.map((app) => [app.name, `${app.origin}/mf-manifest.json`]));
}

module.exports = { readApps, appOfWorkspace, defaultRemoteMap };
