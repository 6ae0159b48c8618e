/// <reference types="node" />
// This test reads the logo's file from disk, so it needs Node's types.
import fs from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { SITE_TEXT_DEFAULTS } from '@frc/contracts/browser';
import { publishedSiteText, renderWithPublished } from '@frc/ui/siteTextsTesting';
import { OrganizationJsonLd, organizationData } from './OrganizationJsonLd';

/** A PNG's size from its IHDR chunk, or null for a file that is no PNG. */
function pngSize(file: string): { width: number; height: number } | null {
  const bytes = fs.readFileSync(file);
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('OrganizationJsonLd', () => {
  afterEach(() => renderWithPublished(undefined));

  it("describes the company with absolute addresses of this site, reached as the footer's first words say", () => {
    render(<OrganizationJsonLd />);
    const block = document.head.querySelector('script[type="application/ld+json"][data-key="organization"]');
    const data = JSON.parse(block?.textContent ?? '{}');
    const footer = SITE_TEXT_DEFAULTS.footer.data;
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'ClearTrace Recovery',
      url: 'http://localhost/',
      telephone: footer.phone,
      email: footer.email,
      address: { streetAddress: '1717 K Street NW, Suite 900', addressLocality: 'Washington', addressRegion: 'DC', postalCode: '20006', addressCountry: 'US' },
    });
    expect(data.contactPoint).toMatchObject({ telephone: footer.phone, email: footer.email });
  });

  it("gives the phone, e-mail and address an editor published in the footer's site text", () => {
    renderWithPublished([publishedSiteText('footer', { phone: '+44 20 7946 0018', email: 'help@example.org', address: '10 Downing Lane, Leeds LS1 4AP' })]);
    const data = organizationData('https://www.example.com');
    expect(data).toMatchObject({
      telephone: '+44 20 7946 0018',
      email: 'help@example.org',
      contactPoint: { telephone: '+44 20 7946 0018', email: 'help@example.org' },
      // An address not of the seed's "street, city, ST 12345" form is given whole, never cut wrongly.
      address: { '@type': 'PostalAddress', streetAddress: '10 Downing Lane, Leeds LS1 4AP', addressCountry: 'US' },
    });
    expect(data).not.toHaveProperty('address.addressLocality');
  });

  it('names a raster logo of at least 112×112 px, served from the shell, as its size says', () => {
    render(<OrganizationJsonLd />);
    const data = JSON.parse(document.head.querySelector('script[data-key="organization"]')?.textContent ?? '{}');
    expect(data.logo).toEqual({ '@type': 'ImageObject', url: 'http://localhost/logo.png', width: '512', height: '512' });
    const size = pngSize(path.join(__dirname, '../../public/logo.png'));
    expect(size).toEqual({ width: Number(data.logo.width), height: Number(data.logo.height) });
    expect(Math.min(size!.width, size!.height)).toBeGreaterThanOrEqual(112);
  });

  it("has the site's default social card beside it, 1200×630", () => {
    expect(pngSize(path.join(__dirname, '../../public/social-card.png'))).toEqual({ width: 1200, height: 630 });
  });
});
