// The running API's operators' routes, for the commands that work through it (purge, staff): the embedded database
// cannot be opened by a second process. Settings: API_ORIGIN (default http://127.0.0.1:4000), OPS_TOKEN (default: the
// local stack's, .data/ops-token at the repository's root, or in the folder given with --data-dir).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** `call(method, path, body?)` against the API with the ops token; exits with a message when there is no token. */
export function opsApi(command, dataDir) {
  const apiOrigin = (process.env.API_ORIGIN ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
  let token = process.env.OPS_TOKEN?.trim();
  if (!token) {
    const file = path.join(path.resolve(root, dataDir ?? '.data'), 'ops-token');
    try {
      token = fs.readFileSync(file, 'utf8').trim();
    } catch {
      console.error(`${command}: set OPS_TOKEN, or start the local stack (npm start), which keeps its token in ${file}`);
      process.exit(1);
    }
  }
  return {
    apiOrigin,
    async call(method, route, body) {
      const response = await fetch(`${apiOrigin}/api/ops/${route}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const answer = await response.json().catch(() => ({}));
      if (!response.ok) throw new Error(`the API answered ${response.status}${answer.message ? `: ${answer.message}` : ''}`);
      return answer;
    },
  };
}
