import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** What a store measured while it wrote an object. */
export interface StoredObject {
  size: number;
  /** Hex SHA-256 of the bytes written. */
  sha256: string;
}

/** The stream went past `maxBytes`: nothing is kept under the key. */
export class ObjectTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`larger than ${maxBytes} bytes`);
    this.name = 'ObjectTooLarge';
  }
}

/** There is no object under the key. */
export class ObjectNotFound extends Error {
  constructor(readonly key: string) {
    super('no such object');
    this.name = 'ObjectNotFound';
  }
}

/**
 * Where the case room's files live. The local folder is one implementation (`localFolderStore.ts`); an
 * S3-compatible bucket is another (`s3Store.ts`, docs/deploy.md). Keys come from `newStorageKey`; a key names one
 * object for ever, never reused.
 */
export interface DocumentStore {
  /**
   * Writes `stream` under `key` as it arrives, measuring and hashing it on the way, never holding it whole. When it
   * fails (the stream errors, or goes past `maxBytes`: `ObjectTooLarge`), nothing is left under the key.
   */
  put(key: string, stream: Readable, options: { maxBytes: number }): Promise<StoredObject>;
  /** The bytes under `key`, as a stream; rejects with `ObjectNotFound` when there is no such object. */
  get(key: string): Promise<Readable>;
  /** Removes the object under `key`; a key with no object is no fault. */
  delete(key: string): Promise<void>;
}

const STORAGE_KEY = /^[0-9a-f]{32}$/;

/** A fresh random key: 128 bits, hex. It says nothing about the case, the client or the file. */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex');
}

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}
