import { logoImageObject } from '@frc/ui/brandImages';
import { COMPANY } from '@frc/ui/company';
import { useJsonLd } from '@frc/ui/useJsonLd';
import { siteOrigin } from '@frc/ui/pageHead';
import type { Organization, WithContext } from 'schema-dts';

/** schema.org facts about the company for search engines: name, address, and how to reach support. */
export function organizationData(origin: string): WithContext<Organization> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    url: `${origin}/`,
    logo: logoImageObject(origin),
    email: COMPANY.supportEmail,
    telephone: COMPANY.supportPhone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: COMPANY.address.street,
      addressLocality: COMPANY.address.locality,
      addressRegion: COMPANY.address.region,
      postalCode: COMPANY.address.postalCode,
      addressCountry: 'US',
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: COMPANY.supportPhone,
      email: COMPANY.supportEmail,
      availableLanguage: 'English',
    },
  };
}

export function OrganizationJsonLd() {
  useJsonLd('organization', organizationData(siteOrigin()));
  return null;
}
