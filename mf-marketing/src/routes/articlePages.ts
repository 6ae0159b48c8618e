import { placeholderPage } from '../pages/PageUnderConstruction';
import { pageRoute, type PageRoute } from '../routing/pageRoute';

/** Pages of this remote: scam-type pages, service pages and the two group pages. */
export const ARTICLE_PAGES: readonly PageRoute[] = [
  pageRoute('/binary-options-scams', 'Binary options scams', placeholderPage('Binary options scams')),
  pageRoute('/digital-currency-scams', 'Digital currency scams', placeholderPage('Digital currency scams')),
  pageRoute('/forex-scams', 'Forex scams', placeholderPage('Forex scams')),
  pageRoute('/forexscampages', 'Forex scams', placeholderPage('Forex scams')),
  pageRoute('/stock-trading-scams', 'Stock trading scams', placeholderPage('Stock trading scams')),
  pageRoute('/financial-scams', 'Financial scams', placeholderPage('Financial scams')),
  pageRoute('/credit-card-phishing', 'Credit card phishing', placeholderPage('Credit card phishing')),
  pageRoute('/romance-scams', 'Romance scams', placeholderPage('Romance scams')),
  pageRoute('/property-scams', 'Property scams', placeholderPage('Property scams')),
  pageRoute('/investigation', 'Investigation services', placeholderPage('Investigation services')),
  pageRoute('/professional-consulting', 'Professional consulting', placeholderPage('Professional consulting')),
  pageRoute('/cyber-investigations', 'Cyber investigations', placeholderPage('Cyber investigations')),
  pageRoute('/crypto-asset-tracing', 'Crypto asset tracing', placeholderPage('Crypto asset tracing')),
  pageRoute('/digital-currency', 'Digital currency', placeholderPage('Digital currency')),
  pageRoute('/kyc-services', 'KYC services', placeholderPage('KYC services')),
  pageRoute('/scam-restitution-consulting', 'Scam restitution consulting', placeholderPage('Scam restitution consulting')),
  pageRoute('/adr-guidance', 'Alternative dispute resolution guidance', placeholderPage('Alternative dispute resolution guidance')),
  pageRoute('/regulatory-compliance-and-other-services', 'Regulatory compliance and other services', placeholderPage('Regulatory compliance and other services')),
  pageRoute('/aml-compliance', 'AML compliance', placeholderPage('AML compliance')),
];
