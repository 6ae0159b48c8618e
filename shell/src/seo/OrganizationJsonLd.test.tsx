import { render } from '@testing-library/react';
import { OrganizationJsonLd } from './OrganizationJsonLd';

describe('OrganizationJsonLd', () => {
  it('describes the company with absolute addresses of this site', () => {
    render(<OrganizationJsonLd />);
    const block = document.head.querySelector('script[type="application/ld+json"][data-key="organization"]');
    const data = JSON.parse(block?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@type': 'Organization',
      name: 'ClearTrace Recovery',
      url: 'http://localhost/',
      address: { addressLocality: 'Washington', addressRegion: 'DC', postalCode: '20006', addressCountry: 'US' },
    });
    expect(data.contactPoint.telephone).toBe(data.telephone);
  });
});
