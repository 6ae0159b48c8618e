import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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

const STORAGE_KEY = /^[0-9a-f]{32}$/;

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
    if (!STORAGE_KEY.test(storageKey)) throw new Error('not an evidence storage key');
    return path.join(dir, storageKey);
  };

  return {
    dir,

    /** Writes `stream` to a new file in `incoming/`, hashing and measuring it on the way. */
    async receive(stream: Readable): Promise<ReceivedFile> {
      const tempPath = path.join(incoming, `${randomBytes(16).toString('hex')}.part`);
      const hash = createHash('sha256');
      const headChunks: Buffer[] = [];
      let headLength = 0;
      let sizeBytes = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          sizeBytes += chunk.length;
          if (headLength < HEAD_BYTES) {
            headChunks.push(chunk.subarray(0, HEAD_BYTES - headLength));
            headLength += Math.min(chunk.length, HEAD_BYTES - headLength);
          }
          done(null, chunk);
        },
      });
      try {
        await pipeline(stream, measure, fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await fs.promises.rm(tempPath, { force: true });
        throw error;
      }
      return { tempPath, sizeBytes, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
    },

    /** Moves a received file into place; answers the key its row keeps. */
    async keep(file: ReceivedFile): Promise<string> {
      const storageKey = randomBytes(16).toString('hex');
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
