// QA against a deployment, tried on this machine: starts a second stack beside the first, every port moved by
// FRC_PORT_OFFSET (default 10000: the shell on :13000), with a data folder of its own (.data/second-stack), then
// runs the cross-remote suites against it as against any deployed site (E2E_BASE_URL, MAILBOX_URL): nothing of the
// suites' own stack is started, and the tests that need local control are skipped, each saying why.
// `npm run test:e2e:second-stack [-- <playwright arguments>]`
import { runSuitesOnStack } from './suitesOnStack.mjs';

const code = await runSuitesOnStack({
  offset: process.env.FRC_PORT_OFFSET || '10000',
  dataDir: '.data/second-stack',
  fresh: true,
  name: 'second-stack',
  playwrightArgs: process.argv.slice(2),
});
process.exit(code);
