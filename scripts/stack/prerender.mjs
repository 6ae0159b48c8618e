// Renders the local stack's pages for the remote map it serves (docs/rendering.md). `npm start` and
// `npm run deploy:local` run it; run it by hand after rebuilding the shell or a remote in place.
// Options: --data-dir DIR (default .data), --reuse (keep the map's pages when they were rendered after every
// build they come from).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '../apps/apps.mjs';
import { renderLocalPages } from './localPages.mjs';

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, reuse: { type: 'boolean', default: false } } });
const result = await renderLocalPages({ dataDir: path.resolve(ROOT, values['data-dir'] ?? '.data'), reuse: values.reuse }).catch((error) => {
  console.error(`prerender: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
process.exit(result.failed.length > 0 ? 1 : 0);
