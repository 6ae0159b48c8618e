import { COMPANY } from './company';

/**
 * The site's raster brand images, drawn from its own drawings by scripts/brand/draw-brand-images.mjs into the shell's
 * public folder (served at the site's root). Search engines want a raster logo of at least 112×112 px.
 */
export const SITE_LOGO = { path: '/logo.png', width: 512, height: 512 } as const;

/** The social card of every page whose content has no image of its own (og:image, twitter:image). */
export const DEFAULT_SOCIAL_IMAGE = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
  alt: `${COMPANY.name}: help for victims of online scams to trace and report their losses`,
} as const;

/** An image as schema.org's ImageObject: its sizes are Distances, text (in pixels). */
export function imageObject(url: string, width: number, height: number) {
  return { '@type': 'ImageObject', url, width: String(width), height: String(height) } as const;
}

/** The logo as schema.org's ImageObject, absolute on `origin`. */
export function logoImageObject(origin: string) {
  return imageObject(`${origin}${SITE_LOGO.path}`, SITE_LOGO.width, SITE_LOGO.height);
}
