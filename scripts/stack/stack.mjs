// Runs the whole product from production builds: MailDev, the API and the
// five web apps, served by nginx with the images' configuration (one rule set
// for serving: the images' and the local stack's are the same files). Used by
// `npm start` and by the end-to-end suite.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { API_PORT, MAIL_SMTP_PORT, MAIL_WEB_PORT, REMOTE_APPS, ROOT, SHELL_ORIGINS } from '../apps/apps.mjs';
import { nginxInstalled, startNginx } from './nginx.mjs';
import { run } from '../lib/run.mjs';
import { NGINX } from '../lib/ensure.mjs';
import { ensureOpsToken } from './opsToken.mjs';

/** Waits until `url` answers; given the process that serves it, one that stops ends the wait at once with its code. */
async function waitFor(url, what, { child, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} stopped (exit code ${child.exitCode}) before it answered at ${url}`);
    if (child?.signalCode) throw new Error(`${what} stopped (${child.signalCode}) before it answered at ${url}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not come up at ${url} within ${timeoutMs / 1000} s`);
}

function startProcess(name, command, args, env) {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`${name} stopped (${signal ?? `exit code ${code}`})`);
  });
  return child;
}

/**
 * @param {{ dataDir: string, apiEnv?: Record<string, string>, guardEnv?: Record<string, string> }} options
 *   guardEnv: the canary guard's settings
 * @returns {Promise<() => Promise<void>>} stops everything it started
 */
export async function startStack({ dataDir, apiEnv = {}, guardEnv = {} }) {
  fs.mkdirSync(dataDir, { recursive: true });
  if (!nginxInstalled()) throw new Error(`nginx is not installed: apt-get install ${NGINX.packages.join(' ')} (npm start installs it)`);
  const children = [];
  let stopWebServer = async () => {};
  const stop = async () => {
    for (const child of children) {
      child.stopping = true;
      child.kill('SIGTERM');
    }
    await stopWebServer();
  };

  try {
    // The remotes' pages, for the API's warnings about links that lead nowhere when an editor publishes.
    const siteRoutes = path.join(dataDir, 'site-routes.json');
    const routesOf = (app) => path.join(ROOT, app.workspace, 'dist', 'routes.json');
    fs.writeFileSync(siteRoutes, JSON.stringify(REMOTE_APPS.filter((app) => fs.existsSync(routesOf(app))).map((app) => JSON.parse(fs.readFileSync(routesOf(app), 'utf8')))));
    const mailDev = startProcess('MailDev', path.join(ROOT, 'node_modules/.bin/maildev'), [
      '--smtp', String(MAIL_SMTP_PORT), '--web', String(MAIL_WEB_PORT), '--ip', '127.0.0.1', '--web-ip', '127.0.0.1', '--silent',
    ]);
    children.push(mailDev);
    const api = startProcess('API', process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      // Any free port: the local stack's metrics are read from the port its log names.
      METRICS_PORT: '0',
      PGLITE_DIR: path.join(dataDir, 'pglite'),
      DOCUMENTS_DIR: path.join(dataDir, 'documents'),
      SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
      TEAM_EMAIL: 'team@cleartrace-recovery.example',
      ALLOWED_ORIGINS: SHELL_ORIGINS.join(','),
      // Links in mails start with the site's address (the shell's port in apps.json, moved by FRC_PORT_OFFSET).
      PUBLIC_ORIGIN: SHELL_ORIGINS[0],
      OPS_TOKEN: ensureOpsToken(dataDir),
      CONTENT_KNOWN_PATHS_FILE: siteRoutes,
      ...apiEnv,
    });
    children.push(api);
    const apiOrigin = `http://127.0.0.1:${API_PORT}`;
    // The pages are rendered (in a process of their own) with the API's published content before the web server
    // starts; a page that cannot be rendered is left out and reported (`npm run deploy:status` names it).
    await waitFor(`${apiOrigin}/api/health`, 'The API', { child: api });
    const rendered = await run(process.execPath, [path.join(ROOT, 'scripts/stack/prerender.mjs'), '--data-dir', dataDir]);
    if (rendered !== 0) console.error('Some pages were left out of the render: `npm run deploy:status` names them.');
    stopWebServer = await startNginx({ dataDir });
    await waitFor(`http://127.0.0.1:${MAIL_WEB_PORT}/email`, 'MailDev', { child: mailDev });
    // The render watcher: a publish re-renders the pages it changed, served within seconds.
    children.push(startProcess('The render watcher', process.execPath, [path.join(ROOT, 'scripts/stack/render-watch.mjs'), '--data-dir', dataDir]));
    // The canary guard: switches the remote map back when a canary fails (nginx serves the deploy state).
    children.push(startProcess('The canary guard', process.execPath, [path.join(ROOT, 'scripts/releases/canary-guard.mjs'), '--data-dir', dataDir], guardEnv));
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
