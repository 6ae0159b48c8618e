import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isStorageKey, newStorageKey, ObjectNotFound, type DocumentStore } from './documentStore';
import { createMeter } from './meter';
import { writeNewFile } from './writeNewFile';

/**
 * A document store in a local folder (one file per key, owner-only). A file is written to `incoming/` while it
 * arrives and renamed to its key once whole, so a key never names half a file, and a crash leaves only `.part`
 * files behind in `incoming/`.
 */
export function createLocalFolderStore(dir: string): DocumentStore & { dir: string } {
  const incoming = path.join(dir, 'incoming');
  fs.mkdirSync(incoming, { recursive: true, mode: 0o700 });
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error('not a storage key');
    return path.join(dir, key);
  };

  return {
    dir,

    async put(key, stream, { maxBytes }) {
      const target = fileOf(key);
      const part = path.join(incoming, `${newStorageKey()}.part`);
      const meter = createMeter({ maxBytes });
      await writeNewFile(part, stream, meter.stream);
      try {
        await fs.promises.rename(part, target);
      } catch (error) {
        await fs.promises.rm(part, { force: true });
        throw error;
      }
      const { size, sha256 } = meter.measured();
      return { size, sha256 };
    },

    async get(key): Promise<Readable> {
      // Opened first, so a missing file rejects here rather than failing a response already under way.
      try {
        const handle = await fs.promises.open(fileOf(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjectNotFound(key);
        throw error;
      }
    },

    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}
