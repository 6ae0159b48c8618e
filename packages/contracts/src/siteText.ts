// The site's own words: the texts the shell's layout and the intake's pages draw around every page's content (the
// footer, the regulatory strip, the contact page, the forms' introductions and hints, the thank-you page). Each is a
// `site_text` item, by slug, edited and published like any content. What follows are their shapes and their first
// words: the seed (api/src/content/seedContent.ts) and the templates' fallback when the published words cannot be
// read are both these, so the two never differ. No zod: browser code imports this file (the schemas are in content.ts).

export interface SiteLink {
  label: string;
  to: string;
}

export interface OfficeHoursRow {
  days: string;
  hours: string;
}

export interface FooterText {
  blurb: string;
  links: SiteLink[];
  phone: string;
  email: string;
  address: string;
  officeHoursCaption: string;
  officeHours: OfficeHoursRow[];
  disclaimers: string[];
}

export interface RegulatoryStripText {
  statements: string[];
}

export interface ContactPageText {
  heading: string;
  introduction: string;
  wizardHeading: string;
  wizardIntroduction: string;
  reachHeading: string;
}

export interface FormsText {
  leadFormEyebrow: string;
  leadFormHeading: string;
  leadFormIntroduction: string;
  contactFormAmountHint: string;
}

export interface ThankYouText {
  noRequestHeading: string;
  noRequestText: string;
  sentIntroduction: string;
  reportText: string;
  reportLinkLabel: string;
}

export interface SiteTexts {
  footer: FooterText;
  'regulatory-strip': RegulatoryStripText;
  'contact-page': ContactPageText;
  forms: FormsText;
  'thank-you': ThankYouText;
}
export type SiteTextSlug = keyof SiteTexts;

/**
 * The first words of each site text, as they were in the templates' code. Texts the spec quotes are kept verbatim:
 * "Start here", "Secure a free consultation", "Contact us today and reclaim your funds!", the office hours of its
 * section 9 and the disclaimers of its section 1.
 */
export const SITE_TEXT_DEFAULTS: { readonly [slug in SiteTextSlug]: { title: string; data: SiteTexts[slug] } } = {
  footer: {
    title: 'Footer',
    data: {
      blurb: 'Fraud investigation and fund-recovery consulting for people who lost money to online scams.',
      links: [
        { to: '/testimonials', label: 'Testimonials' },
        { to: '/contact-us', label: 'Contact us' },
        { to: '/about-us', label: 'About us' },
        { to: '/faq', label: 'FAQ' },
        { to: '/report-a-scam', label: 'Report a scam for free' },
        { to: '/sitemap', label: 'Sitemap' },
        { to: '/terms-of-service', label: 'Terms & Conditions' },
        { to: '/terms-of-service', label: 'Legal' },
        { to: '/privacy-policy', label: 'Privacy Policy' },
      ],
      phone: '+1 (202) 555-0147',
      email: 'support@cleartrace-recovery.example',
      address: '1717 K Street NW, Suite 900, Washington, DC 20006',
      officeHoursCaption: 'Office hours (GMT)',
      officeHours: [
        { days: 'Monday and Wednesday', hours: '08:00-17:00' },
        { days: 'Tuesday and Thursday', hours: '10:00-18:00' },
        { days: 'Friday', hours: '08:00-12:00' },
        { days: 'Saturday and Sunday', hours: 'Closed' },
      ],
      disclaimers: [
        'We do not provide financial services, funds management or investment advice of any kind.',
        'Our fees or commissions depend on the service you choose and on the complexity of your case; we agree them with you in writing before any work starts.',
        'Recovering funds can take more than a year. You can pursue a recovery yourself, without representation by us or anyone else.',
        'For legal and compliance reasons we cannot accept some payment methods.',
        'Some of our services may not be available in every country.',
        'Our services do not replace law enforcement and do not include representation in court. If you have been the victim of a crime, please also report it to your local police.',
      ],
    },
  },
  'regulatory-strip': {
    title: 'Regulatory statements',
    data: {
      statements: [
        'United States: ClearTrace Recovery LLC is a company incorporated in the United States and regulated by a state banking regulator.',
        'United Kingdom: our consulting work falls within a legal exclusion from the regulated activities of the Financial Services and Markets Act 2000; we are not authorised by the Financial Conduct Authority.',
        'Australia: we are registered as an authorised credit representative and are a member of an external dispute resolution scheme for complaints.',
      ],
    },
  },
  'contact-page': {
    title: 'Contact page',
    data: {
      heading: 'Contact us today and reclaim your funds!',
      introduction:
        'Losing money to a scam is distressing, and you do not have to deal with it alone. Tell us what happened: a specialist reviews every request in confidence and replies within 24-48 hours.',
      wizardHeading: 'Prefer a few guided questions?',
      wizardIntroduction: 'Choose the kind of scam and answer four short questions. It takes about two minutes.',
      reachHeading: 'Other ways to reach us',
    },
  },
  forms: {
    title: 'Forms',
    data: {
      leadFormEyebrow: 'Start here',
      leadFormHeading: 'Secure a free consultation',
      leadFormIntroduction: 'Tell us what happened. It is free, confidential and places you under no obligation.',
      contactFormAmountHint: 'A single amount or a range, e.g. 1000 or 1000-5000',
    },
  },
  'thank-you': {
    title: 'Thank-you page',
    data: {
      noRequestHeading: 'Thank you for visiting',
      noRequestText:
        'There is no consultation request to show on this page. If you sent one earlier, it has reached us and we will reply within 24-48 hours. If not, you can start one now: choose the kind of scam and answer four short questions.',
      sentIntroduction: 'A specialist will review your case and reply within 24-48 hours. Here is what you sent us:',
      reportText: 'While you wait, you can also report the scam for free to the police and the official fraud services:',
      reportLinkLabel: 'where to report a scam',
    },
  },
};

export const SITE_TEXT_SLUGS = Object.keys(SITE_TEXT_DEFAULTS) as [SiteTextSlug, ...SiteTextSlug[]];

/** A phone number as a `tel:` link: its digits, and a leading + if it has one. */
export function phoneHref(phone: string): string {
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`;
}

/** A postal address in its parts, as the Organization data and the policies' address lines give it. */
export interface PostalAddressParts {
  street: string;
  locality?: string;
  region?: string;
  postalCode?: string;
}

/**
 * The footer's address in its parts when it has the seed's form, "street, locality, REGION 12345" (the street may
 * hold commas: "1717 K Street NW, Suite 900"); an address of any other form is its street, whole.
 */
export function postalAddressOf(address: string): PostalAddressParts {
  const trimmed = address.trim();
  const parts = /^(.+),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(trimmed);
  return parts ? { street: parts[1]!, locality: parts[2]!, region: parts[3]!, postalCode: parts[4]! } : { street: trimmed };
}

const sameShape = (value: unknown, first: unknown) =>
  Array.isArray(first) ? Array.isArray(value) && value.length > 0 : typeof value === typeof first && (typeof value !== 'string' || value.trim() !== '');

/**
 * The words of a site text as the published items give them, field by field: a field the published item lacks, or
 * holds in another shape (published before a field existed), is the first words' (SITE_TEXT_DEFAULTS). Without
 * published items (they could not be read), the first words whole.
 */
export function siteTextOf<S extends SiteTextSlug>(slug: S, items: readonly { kind: string; slug: string; data: Record<string, unknown> }[] | undefined): SiteTexts[S] {
  const first = SITE_TEXT_DEFAULTS[slug].data;
  const published = items?.find((item) => item.kind === 'site_text' && item.slug === slug)?.data;
  if (!published) return first;
  return Object.fromEntries(
    Object.entries(first).map(([field, value]) => [field, sameShape(published[field], value) ? published[field] : value]),
  ) as unknown as SiteTexts[S];
}
