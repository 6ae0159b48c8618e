import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { CONTENT_IMAGE_FORMATS, CONTENT_IMAGE_MAX_BYTES, CONTENT_IMAGE_WIDTHS, contentImageWidths, type ContentImageFormat, type ContentImageRef } from '@frc/contracts';
import { eq } from 'drizzle-orm';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import type { Database } from '../db/client';
import { contentImages } from '../db/schema';
import { newStorageKey, type DocumentStore } from '../storage/documentStore';
import { declaredSize, type ContentImageType, type DeclaredSize } from './imageHeader';
import { PastDeadline, workQueue } from './workQueue';

export const CONTENT_TYPES: Record<ContentImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' };
const variantName = (width: number, format: ContentImageFormat) => `${width}.${format}`;

export class UnreadableImage extends Error {}
/** The header declares more pixels than the site takes: refused before a pixel is decoded. */
export class ImageTooLarge extends Error {
  constructor(readonly size: DeclaredSize | null) {
    super(size ? `${size.width}x${size.height}` : 'past the pixel limit');
  }
}

/**
 * The largest picture taken: a camera's 6000 × 4000 fits; a file declaring more is refused from its header, before
 * decoding (a 1 KB AVIF can declare 6000 × 6000 and take minutes of CPU to unpack).
 */
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_MAX_PIXELS = 25_000_000;
/**
 * The original is kept (for sizes to come, never served) at most this large on a side: twice the largest variant.
 * A camera's full size would cost most of the processing time and serve nobody.
 */
const KEPT_MAX_SIDE = 2 * Math.max(...CONTENT_IMAGE_WIDTHS);
/** From its arrival, an image is processed within this time or refused; nginx waits 30 s for the answer. */
export const IMAGE_PROCESSING_MS = 20_000;

// libvips' operation cache would keep decoded pictures after their upload; its threads per picture would take both
// cores. Neither helps one upload at a time.
sharp.cache(false);
sharp.concurrency(1);

/** One picture processed at a time, a few waiting: hostile uploads cannot take every core or libuv's threads. */
const processing = workQueue({ concurrency: 1, maxWaiting: 4 });

/** The size the header declares, if the site takes it; throws UnreadableImage or ImageTooLarge otherwise. */
export function checkDeclaredSize(bytes: Uint8Array, type: ContentImageType): DeclaredSize {
  const size = declaredSize(bytes, type);
  if (!size) throw new UnreadableImage('no size declared');
  if (size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE || size.width * size.height > IMAGE_MAX_PIXELS) throw new ImageTooLarge(size);
  return size;
}

async function keep(store: DocumentStore, bytes: Buffer): Promise<string> {
  const key = newStorageKey();
  await store.put(key, Readable.from([bytes]), { maxBytes: CONTENT_IMAGE_MAX_BYTES * 4 });
  return key;
}

interface EncodedImage {
  original: { data: Buffer; info: OutputInfo };
  variants: [name: string, data: Buffer][];
}

/**
 * The original without metadata, and the variants: everything in memory, nothing stored yet. Each step is given
 * what is left of the time (sharp aborts a step past it).
 */
async function encode(bytes: Buffer, type: ContentImageType, deadline: number): Promise<EncodedImage> {
  const secondsLeft = () => {
    const left = Math.floor((deadline - Date.now()) / 1000);
    if (left < 1) throw new PastDeadline();
    return left;
  };
  const timed = (image: Sharp) => image.timeout({ seconds: secondsLeft() });
  try {
    // Turned upright as its EXIF says, every piece of metadata (EXIF, GPS, XMP) left behind: sharp keeps none unless
    // told. Decoded once, at most KEPT_MAX_SIDE: the original and every variant are made from these pixels.
    const pixels = await timed(
      sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate().resize({ width: KEPT_MAX_SIDE, height: KEPT_MAX_SIDE, fit: 'inside', withoutEnlargement: true }).raw(),
    ).toBuffer({ resolveWithObject: true });
    const decoded = () => sharp(pixels.data, { raw: pixels.info });
    const original = await timed(
      type === 'image/jpeg' ? decoded().jpeg({ quality: 90 }) : type === 'image/webp' ? decoded().webp({ quality: 90 }) : type === 'image/avif' ? decoded().avif({ effort: 2 }) : decoded().png(),
    ).toBuffer({ resolveWithObject: true });
    const variants: EncodedImage['variants'] = [];
    for (const width of contentImageWidths(original.info.width)) {
      for (const format of CONTENT_IMAGE_FORMATS) {
        const resized = decoded().resize({ width, withoutEnlargement: true });
        variants.push([variantName(width, format), await timed(format === 'avif' ? resized.avif({ quality: 55, effort: 3 }) : resized.webp({ quality: 78 })).toBuffer()]);
      }
    }
    return { original, variants };
  } catch (error) {
    // sharp's own timeout says "timeout: N% complete"; its seconds are whole, so it may come just before the deadline.
    if (error instanceof PastDeadline || Date.now() >= deadline || (error instanceof Error && /^timeout/.test(error.message))) throw new PastDeadline();
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageTooLarge(null);
    throw new UnreadableImage(error instanceof Error ? error.message : 'unreadable');
  }
}

/**
 * Stores an uploaded picture: its original without metadata, and an AVIF and a WebP at each of its widths
 * (contentImageWidths). Throws UnreadableImage when the bytes are no picture sharp can read, ImageTooLarge when it
 * declares too many pixels, QueueFull or PastDeadline when it cannot be processed in time. Nothing is kept of a
 * refused picture.
 */
export async function storeContentImage(db: Database, store: DocumentStore, bytes: Buffer, type: ContentImageType, uploadedBy: number, now: Date): Promise<ContentImageRef> {
  checkDeclaredSize(bytes, type);
  const { original, variants } = await processing.run((deadline) => encode(bytes, type, deadline), Date.now() + IMAGE_PROCESSING_MS);
  const kept: string[] = [];
  try {
    const keys: Record<string, string> = {};
    for (const [name, data] of variants) kept.push((keys[name] = await keep(store, data)));
    const storageKey = await keep(store, original.data);
    kept.push(storageKey);
    const id = randomBytes(12).toString('base64url');
    const { width, height } = original.info;
    await db.insert(contentImages).values({ id, storageKey, variants: keys, mime: type, width, height, bytes: original.data.length, uploadedBy, createdAt: now });
    return { id, width, height };
  } catch (error) {
    await Promise.allSettled(kept.map((key) => store.delete(key)));
    throw error;
  }
}

/** The stored key of one served variant, or null when the image or that width and format do not exist. */
export async function variantKey(db: Database, id: string, width: number, format: ContentImageFormat): Promise<string | null> {
  const [image] = await db.select({ variants: contentImages.variants }).from(contentImages).where(eq(contentImages.id, id));
  return image?.variants[variantName(width, format)] ?? null;
}
