// Pre-rendered pages of the local stack (docs/rendering.md): rendered from the remote map the local web
// server serves, into DATA_DIR/pages/<key of that map>/, by `npm start` and at each `npm run deploy:local`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PORT, ROOT, SHELL_ORIGINS } from '../apps/apps.mjs';
import { CONTENT_SNAPSHOT_FILE, fetchPublishedContent } from '@frc/site-runtime/contentPages.mjs';
import { deployPaths } from '@frc/site-runtime/deployState.mjs';
import { unprivilegedUser, writeLocalShellFiles } from './nginx.mjs';
import { prerenderSite } from '@frc/site-runtime/prerender.mjs';

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

/** The local API, where the renderer reads the published content. */
export const LOCAL_API_ORIGIN = `http://127.0.0.1:${API_PORT}`;

/**
 * Renders the pages for the map the local stack serves, or is about to serve: the map and page that the shell's
 * start writes from the deploy state (written to a scratch folder first, so the pages exist before the web server
 * serves the map), with the content the API publishes (fetched here unless given).
 * @param {{ dataDir: string, reuse?: boolean, changesOnly?: boolean, content?: object | null, apiOrigin?: string,
 *   log?: (line: string) => void }} options  reuse, changesOnly, content, log: see prerenderSite
 */
export async function renderLocalPages({ dataDir, reuse = false, changesOnly = false, content, apiOrigin = LOCAL_API_ORIGIN, log = console.log }) {
  const pagesDir = pagesDirOf(dataDir);
  fs.mkdirSync(pagesDir, { recursive: true });
  const user = unprivilegedUser();
  if (user.uid !== undefined) fs.chownSync(pagesDir, user.uid, user.gid);
  const published = content !== undefined ? content : await fetchPublishedContent({ apiOrigin, snapshotFile: path.join(pagesDir, CONTENT_SNAPSHOT_FILE), log });
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-pages-'));
  try {
    const { files } = writeLocalShellFiles({ runtimeDir: scratch, dataDir });
    return await prerenderSite({
      shellDir: path.join(ROOT, 'shell', 'dist'),
      template: files['index.html'],
      remoteMapBytes: Buffer.from(files['remotes.json']),
      remoteDirOf: localRemoteDir(dataDir),
      origin: SHELL_ORIGINS[0],
      pagesDir,
      reuse,
      content: published,
      changesOnly,
      log,
    });
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
