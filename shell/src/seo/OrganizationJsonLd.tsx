import { logoImageObject } from '@frc/ui/brandImages';
import { COMPANY } from '@frc/ui/company';
import { contactFacts } from '@frc/ui/siteTexts';
import { useJsonLd } from '@frc/ui/useJsonLd';
import { siteOrigin } from '@frc/ui/pageHead';
import type { Organization, WithContext } from 'schema-dts';

/**
 * schema.org facts about the company for search engines: name, address, and how to reach support, the last two as
 * the footer's published site text gives them.
 */
export function organizationData(origin: string): WithContext<Organization> {
  const { phone, email, address } = contactFacts();
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: COMPANY.name,
    legalName: COMPANY.legalName,
    url: `${origin}/`,
    logo: logoImageObject(origin),
    email,
    telephone: phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      ...(address.locality ? { addressLocality: address.locality } : {}),
      ...(address.region ? { addressRegion: address.region } : {}),
      ...(address.postalCode ? { postalCode: address.postalCode } : {}),
      addressCountry: COMPANY.countryCode,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: phone,
      email,
      availableLanguage: 'English',
    },
  };
}

export function OrganizationJsonLd() {
  useJsonLd('organization', organizationData(siteOrigin()));
  return null;
}
