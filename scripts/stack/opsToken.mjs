// The operators' token of a local stack's API (OPS_TOKEN): made once per data folder, readable by its owner
// only; `npm run deploy:status` and the canary guard read it to get the load telemetry's figures.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { deployPaths } from '@frc/site-runtime/deployState.mjs';

export function readOpsToken(dataDir) {
  const file = deployPaths(dataDir).opsToken;
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(`no ops token at ${file}: is the stack of this data folder running (npm start)?`);
  }
}

/** The stack's token, made now if it has none. */
export function ensureOpsToken(dataDir) {
  const file = deployPaths(dataDir).opsToken;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${crypto.randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  }
  return readOpsToken(dataDir);
}
