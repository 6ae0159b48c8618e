// Sends malformed and hostile requests to both web servers of the site (the Node static server of
// `npm start` without nginx, and nginx as the shell's image runs it), each in front of the API at
// the origin given, and prints a JSON report: what each answered, and whether each still served
// its page and passed /api to the API afterwards. Used by the API's fuzz suite.
//
//   node scripts/lib/probeWebServers.mjs http://127.0.0.1:PORT
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localRemoteMap } from './deployState.mjs';
import { imageEnv, makeRuntimeDir, nginxInstalled, startWebImage } from './nginx.mjs';
import { malformedRequests, rawRequest } from './rawHttp.mjs';
import { freePort } from './run.mjs';
import { startStaticServer } from './staticServer.mjs';

const apiOrigin = process.argv[2];
if (!apiOrigin) {
  console.error('usage: node scripts/lib/probeWebServers.mjs <api origin>');
  process.exit(2);
}

async function statusOf(url, init) {
  try {
    const answer = await fetch(url, init);
    return { status: answer.status, type: answer.headers.get('content-type'), body: (await answer.text()).slice(0, 200) };
  } catch (error) {
    return { status: null, error: error.message };
  }
}

/** Every malformed request, then whether the server still serves its page and the API behind it. */
async function probe(port) {
  const origin = `http://127.0.0.1:${port}`;
  const answers = [];
  for (const head of malformedRequests()) {
    let status;
    try {
      status = await rawRequest(port, head);
    } catch (error) {
      status = `no answer: ${error.message}`;
    }
    answers.push({ request: head.slice(0, 60), status });
  }
  return {
    answers,
    page: await statusOf(`${origin}/contact-us`),
    apiHealth: await statusOf(`${origin}/api/health`),
    oversizedJson: await statusOf(`${origin}/api/services`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ fname: 'x'.repeat(17 * 1024) }) }),
    brokenHeader: { status: await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Broken\u0001: yes') },
  };
}

const build = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-probe-'));
// nginx serves it as an unprivileged user.
fs.chmodSync(build, 0o755);
fs.writeFileSync(path.join(build, 'index.html'), '<!doctype html><title>shell</title>', { mode: 0o644 });
const report = {};
const stops = [];
try {
  const staticServer = await startStaticServer({ root: build, port: 0, spa: true, apiOrigin });
  stops.push(async () => staticServer.close());
  report.static = await probe(staticServer.address().port);

  if (nginxInstalled()) {
    const port = await freePort();
    const image = await startWebImage({
      ...imageEnv('shell'),
      ...localRemoteMap(build),
      SITE_ORIGIN: `http://localhost:${port}`,
      LISTEN: `127.0.0.1:${port}`,
      APP_ROOT: build,
      RUNTIME_DIR: makeRuntimeDir(),
      API_UPSTREAM: apiOrigin,
      NGINX_WORKER_PROCESSES: '1',
    });
    stops.push(image.stop);
    report.nginx = await probe(port);
  } else {
    report.nginx = null;
  }
} finally {
  for (const stop of stops) await stop();
  fs.rmSync(build, { recursive: true, force: true });
}
process.stdout.write(`${JSON.stringify(report)}\n`);
