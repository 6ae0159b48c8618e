// Pre-rendered pages of the local stack (docs/rendering.md): rendered from the remote map the local web
// server serves, into DATA_DIR/pages/<key of that map>/, by `npm start` and at each `npm run deploy:local`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, SHELL_ORIGINS } from './apps.mjs';
import { deployPaths } from './deployState.mjs';
import { renderLocalConfig, unprivilegedUser } from './nginx.mjs';
import { prerenderSite } from './prerender.mjs';

export function pagesDirOf(dataDir) {
  return path.join(dataDir, 'pages');
}

/** The build an entry of the local remote map serves: a published version, or the remote's current build. */
function localRemoteDir(dataDir) {
  return (remote, entry) => {
    const version = new URL(entry).pathname.match(new RegExp(`^/${remote}/([^/]+)/mf-manifest\\.json$`))?.[1];
    return version ? path.join(deployPaths(dataDir).releases, remote, version) : path.join(ROOT, `mf-${remote}`, 'dist');
  };
}

/**
 * Renders the pages for the map the local stack serves, or is about to serve: with nginx, the map and page that
 * configure.sh writes from the deploy state (written to a scratch folder first, so the pages exist before nginx
 * serves the map); with the Node server, the shell build's own remotes.json and index.html.
 * @param {{ dataDir: string, web: 'nginx' | 'node', reuse?: boolean }} options  reuse: see prerenderSite
 */
export async function renderLocalPages({ dataDir, web, reuse = false }) {
  const pagesDir = pagesDirOf(dataDir);
  fs.mkdirSync(pagesDir, { recursive: true });
  const user = unprivilegedUser();
  if (user.uid !== undefined) fs.chownSync(pagesDir, user.uid, user.gid);
  let source = path.join(ROOT, 'shell', 'dist');
  let scratch;
  if (web === 'nginx') {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-pages-'));
    if (user.uid !== undefined) fs.chownSync(scratch, user.uid, user.gid);
    renderLocalConfig({ runtimeDir: scratch, dataDir });
    source = scratch;
  }
  try {
    return await prerenderSite({
      shellDir: path.join(ROOT, 'shell', 'dist'),
      template: fs.readFileSync(path.join(source, 'index.html'), 'utf8'),
      remoteMapBytes: fs.readFileSync(path.join(source, 'remotes.json')),
      remoteDirOf: localRemoteDir(dataDir),
      origin: SHELL_ORIGINS[0],
      pagesDir,
      reuse,
    });
  } finally {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  }
}
