import { once } from 'node:events';
import fs from 'node:fs';
import type { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Writes `source`, through `through` (a meter), into a new file at `file`. On any failure the file is gone before
 * this rejects: a stream that fails at once can fail before the file is even open, and the open, still under way,
 * would otherwise create it after it was removed.
 */
export async function writeNewFile(file: string, source: Readable, through: Transform): Promise<void> {
  const target = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  try {
    await pipeline(source, through, target);
  } catch (error) {
    if (!target.closed) await once(target, 'close').catch(() => undefined);
    await fs.promises.rm(file, { force: true });
    throw error;
  }
}
