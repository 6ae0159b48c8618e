import { useEffect, useRef, useState } from 'react';

export interface ImageWithFallbackProps {
  src: string;
  /** Shown instead when `src` fails to load; it should be a file this remote serves itself. */
  fallbackSrc: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/**
 * An image that swaps to a second source when the first one cannot be loaded, so no broken-image icon is ever shown.
 * Its props are plain data. The image is in the page's HTML and may have failed before the script arrived, unseen by
 * React: once hydrated, an image the browser has already settled is checked, and a broken one swaps then.
 */
export function ImageWithFallback({ src, fallbackSrc, alt, width, height, className }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? fallbackSrc : src;
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = imageRef.current;
    // `complete` is true for a broken image too; decode() tells them apart (a lazy image not yet loaded is not complete).
    if (!image?.complete) return;
    image.decode().catch(() => setFailedSrc((failed) => failed ?? image.getAttribute('src')));
  }, []);

  return (
    <img
      ref={imageRef}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={className}
      onError={() => {
        if (shown === src) setFailedSrc(src);
      }}
    />
  );
}
