import { contentImageUrl, contentImageWidths, type ContentImageRef } from '@frc/contracts/browser';

/** The smallest served variant of an image: what a thumbnail shows. */
export function thumbnailUrl(image: ContentImageRef): string {
  return contentImageUrl(image.id, contentImageWidths(image.width)[0] ?? image.width, 'webp');
}

/** An image's size as people read it: "1200 × 800 px, 84 KB". */
export function imageSizeText(image: ContentImageRef & { bytes?: number }): string {
  const pixels = `${image.width} × ${image.height} px`;
  if (image.bytes === undefined) return pixels;
  const kilobytes = image.bytes / 1024;
  return `${pixels}, ${kilobytes >= 1024 ? `${(kilobytes / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(kilobytes))} KB`}`;
}

/** Whether a value of an item's data is an uploaded image's reference (contentImageRefSchema). */
export function isContentImageRef(value: unknown): value is ContentImageRef {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { id, width, height } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof width === 'number' && typeof height === 'number';
}
