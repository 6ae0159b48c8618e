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
