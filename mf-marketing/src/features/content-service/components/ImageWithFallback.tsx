import { useState } from 'react';

export interface ImageWithFallbackProps {
  src: string;
  /** Shown instead when `src` fails to load; it should be a file this remote serves itself. */
  fallbackSrc: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/** An image that swaps to a second source when the first one cannot be loaded, so no broken-image icon is ever shown. */
export function ImageWithFallback({ src, fallbackSrc, alt, width, height, className }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? fallbackSrc : src;
  return (
    <img
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
