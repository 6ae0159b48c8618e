import fs from 'node:fs';
import path from 'node:path';

/** The api/ folder, found from this file both in the sources (src/) and in the bundle (dist/). */
function findApiRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${__dirname}`);
    dir = parent;
  }
  return dir;
}

export const API_ROOT = findApiRoot();
export const MIGRATIONS_DIR = path.join(API_ROOT, 'drizzle');
export const DEFAULT_PGLITE_DIR = path.join(API_ROOT, '.data', 'pglite');
export const DEFAULT_EVIDENCE_DIR = path.join(API_ROOT, '.data', 'evidence');
export const DEFAULT_DOCUMENTS_DIR = path.join(API_ROOT, '.data', 'documents');
/** The first content's files: in the sources, and copied beside the bundle by the build (scripts/build.mjs). */
export const DEFAULT_CONTENT_SEED_DIR = path.basename(__dirname) === 'dist' ? path.join(API_ROOT, 'dist', 'content-seed') : path.join(API_ROOT, 'src', 'content', 'seed');
