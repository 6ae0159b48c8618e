// `npm start`: installs what is missing, builds production bundles, serves everything.
import { ensureNodeModules } from './lib/ensure.mjs';
import { runOrExit } from './lib/run.mjs';

await ensureNodeModules();
await runOrExit(process.execPath, ['scripts/build.mjs']);
await import('./serve.mjs');
