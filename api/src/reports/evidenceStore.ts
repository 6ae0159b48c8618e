import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { writeNewFile } from '../storage/writeNewFile';
import { isStorageKey, newStorageKey } from '../storage/documentStore';
import { createMeter } from '../storage/meter';

/** Enough of a file's start to tell PNG, JPEG and GIF apart. */
const HEAD_BYTES = 16;

/** A file written to the store's incoming folder, not yet kept. */
export interface ReceivedFile {
  tempPath: string;
  sizeBytes: number;
  sha256: string;
  /** The first bytes, for typing the file by its content. */
  head: Buffer;
}

/**
 * Evidence files on disk, named by a random key that the database row holds. A file is streamed to
 * `incoming/` while it arrives (hashed and measured on the way, never held in memory whole), and
 * moved into place only when its report is about to be committed, so neither a large upload nor the
 * database has to stop other requests. Files of refused or retried uploads are deleted.
 */
export function createEvidenceStore(dir: string) {
  const incoming = path.join(dir, 'incoming');
  fs.mkdirSync(incoming, { recursive: true });
  const fileOf = (storageKey: string) => {
    if (!isStorageKey(storageKey)) throw new Error('not an evidence storage key');
    return path.join(dir, storageKey);
  };

  return {
    dir,

    /** Writes `stream` to a new file in `incoming/`, hashing and measuring it on the way. */
    async receive(stream: Readable): Promise<ReceivedFile> {
      const tempPath = path.join(incoming, `${newStorageKey()}.part`);
      const meter = createMeter({ headBytes: HEAD_BYTES });
      await writeNewFile(tempPath, stream, meter.stream);
      const { size, sha256, head } = meter.measured();
      return { tempPath, sizeBytes: size, sha256, head };
    },

    /** Moves a received file into place; answers the key its row keeps. */
    async keep(file: ReceivedFile): Promise<string> {
      const storageKey = newStorageKey();
      await fs.promises.rename(file.tempPath, fileOf(storageKey));
      return storageKey;
    },

    /** Deletes received files that will not be kept. */
    async discard(files: readonly ReceivedFile[]): Promise<void> {
      await Promise.all(files.map((file) => fs.promises.rm(file.tempPath, { force: true })));
    },

    /** Deletes kept files (their rows are gone). */
    async remove(storageKeys: readonly string[]): Promise<void> {
      await Promise.all(storageKeys.map((key) => fs.promises.rm(fileOf(key), { force: true })));
    },

    read(storageKey: string): Promise<Buffer> {
      return fs.promises.readFile(fileOf(storageKey));
    },
  };
}

export type EvidenceStore = ReturnType<typeof createEvidenceStore>;
