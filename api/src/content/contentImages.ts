import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { CONTENT_IMAGE_FORMATS, CONTENT_IMAGE_MAX_BYTES, contentImageWidths, type ContentImageFormat, type ContentImageRef } from '@frc/contracts';
import { eq } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import type { Database } from '../db/client';
import { contentImages } from '../db/schema';
import { newStorageKey, type DocumentStore } from '../storage/documentStore';

export type ContentImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/avif' | 'image/gif';

/** A picture larger than this many pixels is refused before it is decoded (a small file can unpack to gigabytes). */
const MAX_PIXELS = 40_000_000;

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The image type the first bytes say, whatever the file is called; null for anything else. */
export function detectImageType(bytes: Uint8Array): ContentImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('ftyp'), 4) && (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))) return 'image/avif';
  return null;
}

export const CONTENT_TYPES: Record<ContentImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };
const variantName = (width: number, format: ContentImageFormat) => `${width}.${format}`;

export class UnreadableImage extends Error {}

/** Turned upright as its EXIF says, every piece of metadata (EXIF, GPS, XMP) left behind: sharp keeps none unless told. */
const upright = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();

async function keep(store: DocumentStore, bytes: Buffer): Promise<string> {
  const key = newStorageKey();
  await store.put(key, Readable.from([bytes]), { maxBytes: CONTENT_IMAGE_MAX_BYTES * 4 });
  return key;
}

/**
 * Stores an uploaded picture: its original without metadata, and an AVIF and a WebP at each of its widths
 * (contentImageWidths). Throws UnreadableImage when the bytes are no picture sharp can read.
 */
export async function storeContentImage(db: Database, store: DocumentStore, bytes: Buffer, type: ContentImageType, uploadedBy: number, now: Date): Promise<ContentImageRef> {
  let original: { data: Buffer; info: OutputInfo };
  try {
    const image = upright(bytes);
    original = await (type === 'image/jpeg' ? image.jpeg({ quality: 90 }) : type === 'image/webp' ? image.webp({ quality: 90 }) : type === 'image/avif' ? image.avif() : image.png()).toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new UnreadableImage(error instanceof Error ? error.message : 'unreadable');
  }
  const { width, height } = original.info;
  const variants: Record<string, string> = {};
  for (const variantWidth of contentImageWidths(width)) {
    for (const format of CONTENT_IMAGE_FORMATS) {
      const resized = upright(bytes).resize({ width: variantWidth, withoutEnlargement: true });
      const encoded = await (format === 'avif' ? resized.avif({ quality: 55, effort: 3 }) : resized.webp({ quality: 78 })).toBuffer();
      variants[variantName(variantWidth, format)] = await keep(store, encoded);
    }
  }
  const id = randomBytes(12).toString('base64url');
  const storageKey = await keep(store, original.data);
  await db.insert(contentImages).values({ id, storageKey, variants, mime: type, width, height, bytes: original.data.length, uploadedBy, createdAt: now });
  return { id, width, height };
}

/** The stored key of one served variant, or null when the image or that width and format do not exist. */
export async function variantKey(db: Database, id: string, width: number, format: ContentImageFormat): Promise<string | null> {
  const [image] = await db.select({ variants: contentImages.variants }).from(contentImages).where(eq(contentImages.id, id));
  return image?.variants[variantName(width, format)] ?? null;
}
