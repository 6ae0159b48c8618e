// `npm run staff -w api -- add <email> "<name>" --role admin|case_manager|editor | list | deactivate <email>`: the back
// office's team, through the running API (as `npm run purge -w api`; --data-dir for another stack's ops token).
// `add` mails the new member a single-use link to register their passkey at /admin/login.
import { parseArgs } from 'node:util';
import { opsApi } from './lib/opsApi.mjs';

// The codes of STAFF_ROLES in @frc/contracts (this script runs as plain JavaScript, before any build); the API
// checks the role again against the contract itself.
const STAFF_ROLES = ['admin', 'case_manager', 'editor'];
const USAGE = 'usage: npm run staff -w api -- add <email> "<name>" --role admin|case_manager|editor | list | deactivate <email>  [--data-dir <folder>]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { role: { type: 'string' }, 'data-dir': { type: 'string' } },
});
const [command, ...rest] = positionals;

function fail(message) {
  console.error(`staff: ${message}`);
  process.exit(1);
}

const ops = opsApi('staff', values['data-dir']);
const row = (member) =>
  [member.email, member.name, member.role, member.active ? 'active' : 'deactivated', `${member.passkeys} passkey${member.passkeys === 1 ? '' : 's'}`, member.lastSignInAt ? `last sign-in ${member.lastSignInAt}` : 'never signed in'].join('\t');

try {
  if (command === 'add') {
    const [email, name] = rest;
    if (!email || !name || rest.length !== 2) fail(USAGE);
    if (!STAFF_ROLES.includes(values.role)) fail(`--role must be one of ${STAFF_ROLES.join(', ')}`);
    const member = await ops.call('POST', 'staff', { email, name, role: values.role });
    console.log(`staff: added ${row(member)}; the sign-in link is mailed to ${member.email}`);
  } else if (command === 'list' && rest.length === 0) {
    const { items } = await ops.call('GET', 'staff');
    console.log(items.length ? items.map(row).join('\n') : 'staff: nobody yet');
  } else if (command === 'deactivate' && rest.length === 1) {
    await ops.call('POST', 'staff/deactivate', { email: rest[0] });
    console.log(`staff: deactivated ${rest[0]}; their sessions have ended`);
  } else {
    fail(USAGE);
  }
} catch (error) {
  fail(`${ops.apiOrigin}: ${error instanceof Error ? error.message : error}`);
}
