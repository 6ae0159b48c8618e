import type { NavLinkItem } from '../header/navigation';

export const FOOTER_LINKS: readonly NavLinkItem[] = [
  { to: '/testimonials', label: 'Testimonials' },
  { to: '/contact-us', label: 'Contact us' },
  { to: '/about-us', label: 'About us' },
  { to: '/faq', label: 'FAQ' },
  { to: '/report-a-scam', label: 'Report a scam for free' },
  { to: '/sitemap', label: 'Sitemap' },
  { to: '/terms-of-service', label: 'Terms & Conditions' },
  { to: '/terms-of-service', label: 'Legal' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

export const FOOTER_DISCLAIMERS: readonly string[] = [
  'We do not provide financial services, funds management or investment advice of any kind.',
  'Our fees or commissions depend on the service you choose and on the complexity of your case; we agree them with you in writing before any work starts.',
  'Recovering funds can take more than a year. You can pursue a recovery yourself, without representation by us or anyone else.',
  'For legal and compliance reasons we cannot accept some payment methods.',
  'Some of our services may not be available in every country.',
  'Our services do not replace law enforcement and do not include representation in court. If you have been the victim of a crime, please also report it to your local police.',
];
