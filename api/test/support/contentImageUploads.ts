import zlib from 'node:zlib';
import type { ContentImageResponse } from '@frc/contracts';
import type { SignedInStaff } from './caseRooms';
import { PUBLIC_ORIGIN, type ApiClient } from './testApi';

/** An upload from the back office's image field (or the media library's "Replace"), as a signed-in editor's browser sends it. */
export async function uploadContentImage(api: ApiClient, as: SignedInStaff, bytes: Uint8Array, name: string, type: string, address = '/api/admin/content/images') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const response = await fetch(`${api.baseUrl}${address}`, {
    method: 'POST',
    body: form,
    headers: { cookie: as.jar.header(), origin: PUBLIC_ORIGIN, 'x-csrf-token': as.me.csrfToken },
  });
  return { status: response.status, body: (await response.json()) as ContentImageResponse & { message?: string } };
}

const text = (value: string) => Buffer.from(value, 'latin1');
const uint32 = (...values: number[]) => Buffer.concat(values.map((value) => Buffer.from([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff])));

/** An ISO BMFF box; a full box's version and flags are the first 4 bytes of its payload. */
const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([uint32(8 + body.length), text(type), body]);
};

/**
 * An AVIF of `totalBytes` that declares `width` × `height` in its `ispe` property, as a hostile upload does: the
 * file type, a handler, a primary item, the property, and filler where the coded picture would be.
 */
export function avifDeclaring(width: number, height: number, totalBytes = 1074): Buffer {
  const fullBox = uint32(0);
  const head = Buffer.concat([
    box('ftyp', text('avif'), uint32(0), text('avifmif1miaf')),
    box(
      'meta',
      fullBox,
      box('hdlr', fullBox, uint32(0), text('pict'), uint32(0, 0, 0), Buffer.from([0])),
      box('pitm', fullBox, Buffer.from([0, 1])),
      box('iprp', box('ipco', box('ispe', fullBox, uint32(width, height))), box('ipma', fullBox, uint32(1), Buffer.from([0, 1, 1, 0x81]))),
    ),
  ]);
  return Buffer.concat([head, box('mdat', Buffer.alloc(totalBytes - head.length - 8, 0x5a))]);
}

const pngChunk = (type: string, data: Buffer) => Buffer.concat([uint32(data.length), text(type), data, uint32(zlib.crc32(Buffer.concat([text(type), data])))]);

const pngs = new Map<string, Buffer>();

/**
 * A complete PNG of `width` × `height` 8-bit grey pixels, all black: its rows (a filter byte and the pixels each)
 * deflate to next to nothing, so a small file unpacks to `height` × (`width` + 1) bytes.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const key = `${width}x${height}`;
  const made =
    pngs.get(key) ??
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', Buffer.concat([uint32(width, height), Buffer.from([8, 0, 0, 0, 0])])),
      pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(height * (width + 1)))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
  pngs.set(key, made);
  return made;
}
