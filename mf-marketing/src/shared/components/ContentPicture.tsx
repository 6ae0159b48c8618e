import { contentImageUrl, contentImageWidths, type ContentImageFormat, type ContentImageRef } from '@frc/contracts/browser';

function srcSet(id: string, widths: readonly number[], format: ContentImageFormat): string {
  return widths.map((width) => `${contentImageUrl(id, width, format)} ${width}w`).join(', ');
}

interface ContentPictureProps {
  image: ContentImageRef;
  alt: string;
  /** The width it is shown at (`sizes`), so the browser picks the variant. */
  sizes: string;
  /** It opens the page: loaded at once, first; else when near. */
  eager?: boolean;
  className?: string;
}

/** An uploaded image: AVIF, else WebP, at the widths it is served at; its box is kept before it loads. */
export function ContentPicture({ image, alt, sizes, eager = false, className }: ContentPictureProps) {
  const widths = contentImageWidths(image.width);
  const largest = widths[widths.length - 1] ?? image.width;
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.id, widths, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.id, widths, 'webp')} sizes={sizes} />
      <img
        className={className}
        src={contentImageUrl(image.id, largest, 'webp')}
        alt={alt}
        width={image.width}
        height={image.height}
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
