import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Storage } from '../config';
import { isStorageKey, ObjectNotFound, type DocumentStore } from './documentStore';
import { createMeter } from './meter';

/** Parts of a multipart upload: S3's smallest. A file up to this size goes up in one PUT. */
export const S3_PART_BYTES = 5 * 1024 * 1024;

/**
 * A document store in an S3-compatible bucket (AWS S3, MinIO, s3rver in the tests), one object per key. An upload
 * streams through the meter into S3 as it arrives, in 5 MB parts past the first 5 MB (`@aws-sdk/lib-storage`), so a
 * 20 MB document is never held whole; a download streams the object's body. Every replica of the API sees the same
 * objects.
 */
export function createS3Store(storage: S3Storage): DocumentStore & { close(): void } {
  const client = new S3Client({
    region: storage.region,
    ...(storage.endpoint && { endpoint: storage.endpoint }),
    forcePathStyle: storage.forcePathStyle,
    // Checksums only where S3 requires them: s3rver and some other S3-compatible servers refuse the SDK's default
    // CRC32 trailers. The store hashes every object itself (SHA-256, kept in the database).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => {
    if (!isStorageKey(key)) throw new Error('not a storage key');
    return `${storage.keyPrefix}${key}`;
  };
  const remove = (key: string) => client.send(new DeleteObjectCommand({ Bucket: storage.bucket, Key: objectKey(key) }));

  return {
    async put(key, stream, { maxBytes }) {
      const meter = createMeter({ maxBytes });
      const upload = new Upload({
        client,
        params: { Bucket: storage.bucket, Key: objectKey(key), Body: meter.stream, ContentType: 'application/octet-stream' },
        partSize: S3_PART_BYTES,
        queueSize: 2,
        leavePartsOnError: false,
      });
      // An upload S3 refuses stops the stream; a stream that fails (or grows too large) stops the upload.
      const uploading = upload.done().catch((error: unknown) => {
        meter.stream.destroy(error as Error);
        throw error;
      });
      const [piped, uploaded] = await Promise.allSettled([pipeline(stream, meter.stream), uploading]);
      if (piped.status === 'rejected' || uploaded.status === 'rejected') {
        await upload.abort().catch(() => undefined);
        // A single-PUT object may be complete when the failure comes from the stream's end.
        await remove(key).catch(() => undefined);
        throw piped.status === 'rejected' ? piped.reason : (uploaded as PromiseRejectedResult).reason;
      }
      const { size, sha256 } = meter.measured();
      return { size, sha256 };
    },

    async get(key): Promise<Readable> {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: storage.bucket, Key: objectKey(key) }));
        return object.Body as Readable;
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) throw new ObjectNotFound(key);
        throw error;
      }
    },

    async delete(key) {
      await remove(key);
    },

    close() {
      client.destroy();
    },
  };
}
