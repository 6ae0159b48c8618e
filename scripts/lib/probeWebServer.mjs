// Sends malformed and hostile requests to the site's web server (nginx as the shell's image and
// `npm start` run it), in front of the API at the origin given, and prints a JSON report: what it
// answered, and whether it still served its page and passed /api to the API afterwards. Used by
// the API's fuzz suite.
//
//   node scripts/lib/probeWebServer.mjs http://127.0.0.1:PORT
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localRemoteMap } from '@frc/site-runtime/deployState.mjs';
import { imageEnv, makeRuntimeDir, nginxInstalled, startWebImage } from './nginx.mjs';
import { malformedRequests, rawRequest } from './rawHttp.mjs';
import { freePort } from './run.mjs';

const apiOrigin = process.argv[2];
if (!apiOrigin) {
  console.error('usage: node scripts/lib/probeWebServer.mjs <api origin>');
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

if (!nginxInstalled()) {
  console.error('nginx is not installed: npm test installs it (apt-get install nginx libnginx-mod-http-js)');
  process.exit(1);
}
const build = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-probe-'));
// nginx serves it as an unprivileged user.
fs.chmodSync(build, 0o755);
fs.writeFileSync(path.join(build, 'index.html'), '<!doctype html><title>shell</title>', { mode: 0o644 });
let stop = async () => {};
try {
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
  stop = image.stop;
  process.stdout.write(`${JSON.stringify(await probe(port))}\n`);
} finally {
  await stop();
  fs.rmSync(build, { recursive: true, force: true });
}
