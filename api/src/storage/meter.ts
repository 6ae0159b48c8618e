import { createHash } from 'node:crypto';
import { Transform } from 'node:stream';
import { ObjectTooLarge } from './documentStore';

/**
 * A pass-through that counts and hashes what goes through it and keeps its first `headBytes`, failing with
 * `ObjectTooLarge` as soon as more than `maxBytes` went through. Read `measured()` once the stream has ended.
 */
export function createMeter({ maxBytes = Number.POSITIVE_INFINITY, headBytes = 0 }: { maxBytes?: number; headBytes?: number } = {}) {
  const hash = createHash('sha256');
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(new ObjectTooLarge(maxBytes));
      hash.update(chunk);
      if (headLength < headBytes) {
        const part = chunk.subarray(0, headBytes - headLength);
        headChunks.push(part);
        headLength += part.length;
      }
      done(null, chunk);
    },
  });
  return {
    stream,
    measured: () => ({ size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) }),
  };
}
