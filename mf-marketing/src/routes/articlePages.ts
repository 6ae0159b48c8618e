import { articleRoute } from '../features/article-page/articleRoute';
import { placeholderPage } from '../pages/PageUnderConstruction';
import { pageRoute, type PageRoute } from '../routing/pageRoute';

const loadForexScamsPage = () => import('../pages/scam-types/forexScamsPage').then((data) => data.forexScamsPage);

/** Pages of this remote: scam-type pages, service pages and the two group pages. */
export const ARTICLE_PAGES: readonly PageRoute[] = [
  articleRoute('/binary-options-scams', 'Binary options scams', () =>
    import('../pages/scam-types/binaryOptionsScamsPage').then((data) => data.binaryOptionsScamsPage),
  ),
  articleRoute('/digital-currency-scams', 'Digital currency scams', () =>
    import('../pages/scam-types/digitalCurrencyScamsPage').then((data) => data.digitalCurrencyScamsPage),
  ),
  articleRoute('/forex-scams', 'Forex scams', loadForexScamsPage),
  articleRoute('/forexscampages', 'Forex scams', loadForexScamsPage),
  articleRoute('/stock-trading-scams', 'Stock trading scams', () =>
    import('../pages/scam-types/stockTradingScamsPage').then((data) => data.stockTradingScamsPage),
  ),
  articleRoute('/financial-scams', 'Financial scams', () => import('../pages/scam-types/financialScamsPage').then((data) => data.financialScamsPage)),
  articleRoute('/credit-card-phishing', 'Credit card phishing', () =>
    import('../pages/scam-types/creditCardPhishingPage').then((data) => data.creditCardPhishingPage),
  ),
  articleRoute('/romance-scams', 'Romance scams', () => import('../pages/scam-types/romanceScamsPage').then((data) => data.romanceScamsPage)),
  articleRoute('/property-scams', 'Property scams', () => import('../pages/scam-types/propertyScamsPage').then((data) => data.propertyScamsPage)),
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
