import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DOCUMENT_MAX_BYTES, type CaseDocument, type StaffMe } from '@frc/contracts';
import { eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { newStorageKey, ObjectNotFound, ObjectTooLarge, type DocumentStore } from '../src/storage/documentStore';
import { createLocalFolderStore } from '../src/storage/localFolderStore';
import { createS3Store, S3_PART_BYTES } from '../src/storage/s3Store';
import { clientWithCase, uploadDocument } from './support/caseRooms';
import { startS3Server, type S3Server } from './support/sharedServices';
import { OPS_TOKEN, startApiWithTeam, type StaffBrowser } from './support/staffClient';
import type { TestApi } from './support/testApi';
import { fileBytes, PDF_SIGNATURE } from './support/uploads';

// One suite, two stores: the local folder (`npm start`'s default) and an S3 bucket (s3rver on a free port).

let s3: S3Server;
let folder: string;
const stores: Record<'local folder' | 's3rver', DocumentStore & { close?(): void }> = {} as never;

beforeAll(async () => {
  s3 = await startS3Server();
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'frc-store-suite-'));
  stores['local folder'] = createLocalFolderStore(folder);
  stores.s3rver = createS3Store(s3.storage);
});
afterAll(async () => {
  stores.s3rver?.close?.();
  await s3?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** `bytes` as a stream of 64 KB chunks that arrive one by one, the way an upload does. */
function trickle(bytes: Uint8Array, { failAfter }: { failAfter?: number } = {}): Readable {
  let offset = 0;
  return new Readable({
    read() {
      setImmediate(() => {
        if (failAfter !== undefined && offset >= failAfter) this.destroy(new Error('the sender went away'));
        else if (offset >= bytes.length) this.push(null);
        else {
          this.push(Buffer.from(bytes.subarray(offset, offset + 65_536)));
          offset += 65_536;
        }
      });
    },
  });
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(['local folder', 's3rver'] as const)('the document store in a %s', (name) => {
  const store = () => stores[name];

  it('writes a stream as it arrives and gives it back as a stream, measured and hashed', async () => {
    const bytes = fileBytes(PDF_SIGNATURE, 300_000);
    const key = newStorageKey();
    expect(await store().put(key, trickle(bytes), { maxBytes: DOCUMENT_MAX_BYTES })).toEqual({ size: bytes.length, sha256: sha256(bytes) });
    const body = await store().get(key);
    expect(body).toBeInstanceOf(Readable);
    expect((await readAll(body)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('takes a file of several multipart parts whole, up to the largest document', async () => {
    const bytes = fileBytes(PDF_SIGNATURE, 2 * S3_PART_BYTES + 123_457);
    const key = newStorageKey();
    expect(await store().put(key, trickle(bytes), { maxBytes: DOCUMENT_MAX_BYTES })).toEqual({ size: bytes.length, sha256: sha256(bytes) });
    const back = await readAll(await store().get(key));
    expect(back.length).toBe(bytes.length);
    expect(sha256(back)).toBe(sha256(bytes));
  });

  it('refuses a stream past maxBytes, past the first part too, and keeps nothing under the key', async () => {
    for (const size of [10_001, S3_PART_BYTES + 10_001]) {
      const key = newStorageKey();
      await expect(store().put(key, trickle(fileBytes(PDF_SIGNATURE, size)), { maxBytes: size - 1 })).rejects.toBeInstanceOf(ObjectTooLarge);
      await expect(store().get(key)).rejects.toBeInstanceOf(ObjectNotFound);
    }
  });

  it('keeps nothing of a stream that fails on the way', async () => {
    const key = newStorageKey();
    await expect(store().put(key, trickle(fileBytes(PDF_SIGNATURE, S3_PART_BYTES * 2), { failAfter: S3_PART_BYTES + 65_536 }), { maxBytes: DOCUMENT_MAX_BYTES })).rejects.toThrow(
      'the sender went away',
    );
    await expect(store().get(key)).rejects.toBeInstanceOf(ObjectNotFound);
  });

  it('deletes an object; a missing object is not found, and deleting it again is no fault', async () => {
    const key = newStorageKey();
    await store().put(key, Readable.from([Buffer.from('%PDF-1.7 short')]), { maxBytes: 100 });
    await store().delete(key);
    await expect(store().get(key)).rejects.toBeInstanceOf(ObjectNotFound);
    await expect(store().get(newStorageKey())).rejects.toBeInstanceOf(ObjectNotFound);
    await expect(store().delete(key)).resolves.toBeUndefined();
  });

  it('takes storage keys only', async () => {
    await expect(store().get('../../etc/passwd')).rejects.toThrow('not a storage key');
  });
});

describe('the case room with its documents in S3', () => {
  let api: TestApi;
  let admin: StaffBrowser & { me: StaffMe };
  let manager: StaffBrowser & { me: StaffMe };
  beforeAll(async () => {
    ({ api, admin, manager } = await startApiWithTeam({ admin: 'Sam Storage', manager: 'Bo Bucket', prefix: 's3' }, { documentStorage: s3.storage }));
  });
  afterAll(() => api?.close());

  const objectOf = (document: CaseDocument) => api.db.query.caseDocuments.findFirst({ where: (row, { eq: equals }) => equals(row.id, document.id) });
  const inBucket = async (document: CaseDocument) => {
    const row = await objectOf(document);
    return s3.objectFiles().some((file) => file.includes(row!.storageKey));
  };

  it('uploads into the bucket, serves the download with its headers and its audit, and erasure deletes the object', async () => {
    const client = await clientWithCase(api, admin, manager, 's3-room');
    const bytes = fileBytes(PDF_SIGNATURE, S3_PART_BYTES + 400_000);
    const uploaded = await uploadDocument(api, `/api/cases/${client.ref}/documents`, { name: 'wire receipt.pdf', bytes }, client);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.document).toMatchObject({ size: bytes.length, sha256: sha256(bytes), type: 'application/pdf' });
    expect(await inBucket(uploaded.body.document)).toBe(true);
    // Nothing of it went to the local folder.
    expect(fs.readdirSync(api.documentsDir).filter((file) => file !== 'incoming')).toEqual([]);

    const { id } = uploaded.body.document;
    for (const download of [
      await fetch(`${api.baseUrl}/api/cases/${client.ref}/documents/${id}`, { headers: { authorization: `Bearer ${client.token}` } }),
      await fetch(`${api.baseUrl}/api/admin/cases/${client.ref}/documents/${id}`, { headers: { cookie: manager.jar.header() } }),
    ]) {
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="wire_receipt.pdf"; filename*=UTF-8''wire%20receipt.pdf`);
      expect(download.headers.get('content-length')).toBe(String(bytes.length));
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('cache-control')).toBe('private, no-store');
      expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(bytes));
    }
    const audited = await api.db.select().from(auditLog).where(eq(auditLog.target, `${client.ref}/${id}`));
    expect(audited.map((entry) => [entry.action, entry.staffId])).toEqual([
      ['client downloaded case document', null],
      ['downloaded case document', manager.me.staff.id],
    ]);

    const { storageKey } = (await objectOf(uploaded.body.document))!;
    const erased = await api.post('/api/me/erase', { code: await api.erasureCode(client.email, client.token) }, { token: client.token });
    expect(erased.status).toBe(200);
    expect(await objectOf(uploaded.body.document)).toBeUndefined();
    expect(s3.objectFiles().some((file) => file.includes(storageKey))).toBe(false);
  });

  it("refuses a file that is not what it claims and leaves no object; the retention purge deletes a closed case's objects", async () => {
    const client = await clientWithCase(api, admin, manager, 's3-retention');
    const objectsBefore = s3.objectFiles().length;
    const refused = await uploadDocument(api, `/api/cases/${client.ref}/documents`, { name: 'invoice.pdf', bytes: new TextEncoder().encode('<script>alert(1)</script>') }, client);
    expect(refused.status).toBe(415);
    expect(s3.objectFiles()).toHaveLength(objectsBefore);

    const uploaded = await uploadDocument(api, `/api/cases/${client.ref}/documents`, { name: 'contract.pdf', bytes: fileBytes(PDF_SIGNATURE, 50_000) }, client);
    expect(uploaded.status).toBe(201);
    const row = await objectOf(uploaded.body.document);
    expect(await inBucket(uploaded.body.document)).toBe(true);

    const { version } = (await admin.get<{ case: { version: number } }>(`/api/admin/cases/${client.ref}`)).body.case;
    expect((await admin.post(`/api/admin/cases/${client.ref}/status`, { version, status: 'closed_recovered', clientNote: '' })).status).toBe(200);
    api.clock.advanceSeconds(762 * 24 * 60 * 60);
    const purged = await api.post<{ purged: Record<string, number> }>('/api/ops/purge', undefined, { token: OPS_TOKEN });
    expect(purged.status).toBe(200);
    expect(purged.body.purged.caseDocuments).toBeGreaterThanOrEqual(1);
    expect(s3.objectFiles().some((file) => file.includes(row!.storageKey))).toBe(false);
  });
});
