export type ContentImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/avif' | 'image/gif';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
const codes = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The image type the first bytes say, whatever the file is called; null for anything else. */
export function detectImageType(bytes: Uint8Array): ContentImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, codes('GIF87a')) || startsWith(bytes, codes('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, codes('RIFF')) && startsWith(bytes, codes('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, codes('ftyp'), 4) && (startsWith(bytes, codes('avif'), 8) || startsWith(bytes, codes('avis'), 8))) return 'image/avif';
  return null;
}

/** The size an image's header declares, read without decoding a pixel. */
export interface DeclaredSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.subarray(at, at + length));

/** PNG: the IHDR chunk comes first, right after the signature. */
function pngSize(view: DataView, bytes: Uint8Array): DeclaredSize | null {
  if (bytes.length < 24 || ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** GIF: the logical screen (the loader draws every frame on it). */
function gifSize(view: DataView, bytes: Uint8Array): DeclaredSize | null {
  if (bytes.length < 10) return null;
  return { width: view.getUint16(6, true), height: view.getUint16(8, true) };
}

/** JPEG: the first start-of-frame segment (SOF0–SOF15, but not DHT, JPG and DAC, which share the range). */
function jpegSize(view: DataView, bytes: Uint8Array): DeclaredSize | null {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    // Markers without a length: TEM, RST0–7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // Start of scan before any frame: nothing declared.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (at + 9 > bytes.length) return null;
      return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) };
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: the canvas of the extended format (VP8X), or the frame of a simple lossy (VP8) or lossless (VP8L) one. */
function webpSize(view: DataView, bytes: Uint8Array): DeclaredSize | null {
  const chunk = ascii(bytes, 12, 4);
  const uint24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  if (chunk === 'VP8X' && bytes.length >= 30) return { width: uint24(24) + 1, height: uint24(27) + 1 };
  if (chunk === 'VP8 ' && bytes.length >= 30) return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

/** The ISO BMFF boxes between `start` and `end`: their type and where their content lies. */
function* boxes(view: DataView, bytes: Uint8Array, start: number, end: number): Generator<{ type: string; from: number; to: number }> {
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      const large = view.getBigUint64(at + 8);
      size = large > BigInt(end - at) ? end - at + 1 : Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    yield { type: ascii(bytes, at + 4, 4), from: at + header, to: at + size };
    at += size;
  }
}

/**
 * AVIF and HEIF: every image item's `ispe` property (meta → iprp → ipco). A file holds one per item (the primary
 * image, its tiles, its alpha plane, a thumbnail): the largest of each side stands for the whole file.
 */
function heifSize(view: DataView, bytes: Uint8Array): DeclaredSize | null {
  let width = 0;
  let height = 0;
  for (const meta of boxes(view, bytes, 0, bytes.length)) {
    if (meta.type !== 'meta') continue;
    // meta is a full box: a version and flags come before its children.
    for (const iprp of boxes(view, bytes, meta.from + 4, meta.to)) {
      if (iprp.type !== 'iprp') continue;
      for (const ipco of boxes(view, bytes, iprp.from, iprp.to)) {
        if (ipco.type !== 'ipco') continue;
        for (const property of boxes(view, bytes, ipco.from, ipco.to)) {
          if (property.type !== 'ispe' || property.to - property.from < 12) continue;
          width = Math.max(width, view.getUint32(property.from + 4));
          height = Math.max(height, view.getUint32(property.from + 8));
        }
      }
    }
  }
  return width > 0 && height > 0 ? { width, height } : null;
}

const READERS: Record<ContentImageType, (view: DataView, bytes: Uint8Array) => DeclaredSize | null> = {
  'image/png': pngSize,
  'image/gif': gifSize,
  'image/jpeg': jpegSize,
  'image/webp': webpSize,
  'image/avif': heifSize,
};

/** The width and height the file's header declares, or null when it declares none (such a file is no image). */
export function declaredSize(bytes: Uint8Array, type: ContentImageType): DeclaredSize | null {
  const size = READERS[type](new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
