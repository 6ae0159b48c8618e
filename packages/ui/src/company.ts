/**
 * The consultancy's names and country. How people reach it (phone, e-mail, address) is the footer's site text, which
 * an editor changes: `contactFacts()` in siteTexts.ts.
 */
export const COMPANY = {
  name: 'ClearTrace Recovery',
  legalName: 'ClearTrace Recovery LLC',
  country: 'United States',
  countryCode: 'US',
} as const;
