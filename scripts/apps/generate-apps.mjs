// Writes the files generated from the apps manifest (apps.json): `npm run generate:apps`.
// --check: changes nothing, and fails when one of them is not what the manifest gives.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { appsFiles } from './appsFiles.mjs';

const check = process.argv.includes('--check');
let stale = 0;
for (const { file, content } of appsFiles()) {
  const target = path.join(ROOT, file);
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : null;
  if (current === content) continue;
  if (check) {
    stale += 1;
    console.error(`${file} is not what apps.json gives: run npm run generate:apps`);
  } else {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, content);
    console.log(`wrote ${file}`);
  }
}
process.exit(stale ? 1 : 0);
