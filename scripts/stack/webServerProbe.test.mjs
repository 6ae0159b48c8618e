// Malformed and hostile requests to the site's web server (nginx as the shell's image and `npm start` run it), in
// front of the built API: what it answers, and whether it still serves its page and passes /api to the API
// afterwards. Run with `npm run check:deploy` (part of `npm test`).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { localRemoteMap } from '@frc/site-runtime/deployState.mjs';
import { startBuiltApi } from '../lib/builtApi.mjs';
import { imageEnv, makeRuntimeDir, nginxInstalled, startWebImage } from './nginx.mjs';
import { malformedRequests, rawRequest } from './rawHttp.mjs';
import { freePort } from '../lib/run.mjs';

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

test('the web server answers raw malformed paths (/%, //x/, /%00, overlong headers) and keeps serving the site and the API', { skip: !nginxInstalled() && 'nginx is not installed (npm test installs it)' }, async () => {
  const build = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-probe-'));
  // nginx serves it as an unprivileged user.
  fs.chmodSync(build, 0o755);
  fs.writeFileSync(path.join(build, 'index.html'), '<!doctype html><title>shell</title>', { mode: 0o644 });
  const apiData = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-probe-api-'));
  const api = await startBuiltApi(apiData);
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
      API_UPSTREAM: api.origin,
      NGINX_WORKER_PROCESSES: '1',
    });
    stop = image.stop;
    const result = await probe(port);
    for (const { request, status } of result.answers) {
      // A refusal (4xx; 505 for an HTTP version nobody speaks), the app's page for a path that normalises to one of its routes,
      // or an answer of the API behind it; never a server error or silence.
      const ok = typeof status === 'number' && (status < 500 || (status === 505 && request.includes('HTTP/9.9')));
      assert.deepEqual({ request, ok }, { request, ok: true });
    }
    assert.equal(result.answers.find((answer) => answer.request.startsWith('GET /% '))?.status, 400);
    assert.equal(result.page.status, 200);
    assert.equal(result.apiHealth.status, 200);
    // nginx's own refusals on /api are the API's kind of answer: JSON with a message.
    assert.equal(result.oversizedJson.status, 413);
    assert.match(result.oversizedJson.type ?? '', /^application\/json/);
    assert.deepEqual(JSON.parse(result.oversizedJson.body ?? ''), { message: 'The request is too large. Please shorten the text and try again.' });
    assert.equal(result.brokenHeader.status, 400);
    assert.equal((await fetch(`${api.origin}/api/health`)).status, 200);
  } finally {
    await stop();
    await api.stop();
    fs.rmSync(build, { recursive: true, force: true });
    fs.rmSync(apiData, { recursive: true, force: true });
  }
});
