// `npm run purge -w api`: deletes now what is past its retention period (the API also does it daily), through the
// running API, which holds the database (the embedded one cannot be opened by a second process). Prints how many
// records of each kind went, never what they held.
// Settings: API_ORIGIN (default http://127.0.0.1:4000), OPS_TOKEN (default: the local stack's, .data/ops-token at
// the repository's root, or the folder given with --data-dir).
import { parseArgs } from 'node:util';
import { opsApi } from './lib/opsApi.mjs';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' } } });
const ops = opsApi('purge', values['data-dir']);

try {
  const { purged } = await ops.call('POST', 'purge');
  console.log(`purge: ${Object.entries(purged).map(([kind, count]) => `${kind} ${count}`).join(', ')}`);
} catch (error) {
  console.error(`purge: ${ops.apiOrigin}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
