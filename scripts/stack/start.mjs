// `npm start`: installs what is missing (Node 24 too, on an older Node, and nginx), builds production bundles, serves
// everything.
import { ensureDebianPackages, ensureNodeModules, WEB_SERVER } from '../lib/ensure.mjs';
import { runOrExit } from '../lib/run.mjs';
import { ensureSupportedNode, reportNode } from '../lib/supportedNode.mjs';

// On a Node older than 24: installs the project's Node 24 and runs this script again with it.
await ensureSupportedNode();
reportNode();
await ensureNodeModules();
// nginx serves the site (scripts/stack/serve.mjs): installed before the build rather than after it.
await ensureDebianPackages(WEB_SERVER);
await runOrExit(process.execPath, ['scripts/stack/build.mjs']);
await import('./serve.mjs');
