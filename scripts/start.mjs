// `npm start`: installs what is missing (Node 24 too, on an older Node), builds production bundles, serves everything.
import { ensureNodeModules } from './lib/ensure.mjs';
import { runOrExit } from './lib/run.mjs';
import { ensureSupportedNode, reportNode } from './lib/supportedNode.mjs';

// On a Node older than 24: installs the project's Node 24 and runs this script again with it.
await ensureSupportedNode();
reportNode();
await ensureNodeModules();
await runOrExit(process.execPath, ['scripts/build.mjs']);
await import('./serve.mjs');
