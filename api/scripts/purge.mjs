// `npm run purge -w api`: deletes now what is past its retention period (the API also does it daily), through the
// running API, which holds the database (the embedded one cannot be opened by a second process). Prints how many
// records of each kind went, never what they held.
// Settings: API_ORIGIN (default http://127.0.0.1:4000), OPS_TOKEN (default: the local stack's, .data/ops-token at
// the repository's root, or the folder given with --data-dir).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const apiOrigin = (process.env.API_ORIGIN ?? 'http://127.0.0.1:4000').replace(/\/+$/, '');
let token = process.env.OPS_TOKEN?.trim();
if (!token) {
  const file = path.join(path.resolve(root, values['data-dir'] ?? '.data'), 'ops-token');
  try {
    token = fs.readFileSync(file, 'utf8').trim();
  } catch {
    console.error(`purge: set OPS_TOKEN, or start the local stack (npm start), which keeps its token in ${file}`);
    process.exit(1);
  }
}

try {
  const response = await fetch(`${apiOrigin}/api/ops/purge`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`the API answered ${response.status}`);
  const { purged } = await response.json();
  console.log(`purge: ${Object.entries(purged).map(([kind, count]) => `${kind} ${count}`).join(', ')}`);
} catch (error) {
  console.error(`purge: ${apiOrigin}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
