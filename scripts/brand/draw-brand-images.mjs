// Draws the site's raster brand images from its own drawings, into shell/public (committed; run again after
// changing a drawing): the logo search engines show (Organization.logo, articles' publisher.logo: a PNG of at
// least 112×112) from the favicon, and the default social card (og:image, 1200×630) from shell/brand/social-card.svg.
//
//   node scripts/brand/draw-brand-images.mjs
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from '../apps/apps.mjs';

const PUBLIC = path.join(ROOT, 'shell/public');
/** Sizes the pages' head tags and JSON-LD name (packages/ui/src/brandImages.ts). */
const LOGO_SIZE = 512;
const CARD = { width: 1200, height: 630 };

await sharp(path.join(PUBLIC, 'favicon.svg'), { density: (72 * LOGO_SIZE) / 32 })
  .resize(LOGO_SIZE, LOGO_SIZE)
  .png({ compressionLevel: 9 })
  .toFile(path.join(PUBLIC, 'logo.png'));
await sharp(path.join(ROOT, 'shell/brand/social-card.svg'))
  .resize(CARD.width, CARD.height)
  .png({ compressionLevel: 9, palette: true })
  .toFile(path.join(PUBLIC, 'social-card.png'));
console.log(`wrote shell/public/logo.png (${LOGO_SIZE}×${LOGO_SIZE}) and shell/public/social-card.png (${CARD.width}×${CARD.height})`);
