import { articleRoute } from '../features/article-page/articleRoute';
import { pageRoute, type PageRoute } from '../routing/pageRoute';

const loadForexScamsContent = () => import('../pages/scam-types/forexScamsContent').then((data) => data.forexScamsContent);

/** Pages of this remote: scam-type pages, service pages and the two group pages. */
export const ARTICLE_PAGES: readonly PageRoute[] = [
  articleRoute('/binary-options-scams', 'Binary options scams', () =>
    import('../pages/scam-types/binaryOptionsScamsContent').then((data) => data.binaryOptionsScamsContent),
  ),
  articleRoute('/digital-currency-scams', 'Digital currency scams', () =>
    import('../pages/scam-types/digitalCurrencyScamsContent').then((data) => data.digitalCurrencyScamsContent),
  ),
  articleRoute('/forex-scams', 'Forex scams', loadForexScamsContent),
  articleRoute('/forexscampages', 'Forex scams', loadForexScamsContent, { aliasOf: '/forex-scams' }),
  articleRoute('/stock-trading-scams', 'Stock trading scams', () =>
    import('../pages/scam-types/stockTradingScamsContent').then((data) => data.stockTradingScamsContent),
  ),
  articleRoute('/financial-scams', 'Financial scams', () => import('../pages/scam-types/financialScamsContent').then((data) => data.financialScamsContent)),
  articleRoute('/credit-card-phishing', 'Credit card phishing', () =>
    import('../pages/scam-types/creditCardPhishingContent').then((data) => data.creditCardPhishingContent),
  ),
  articleRoute('/romance-scams', 'Romance scams', () => import('../pages/scam-types/romanceScamsContent').then((data) => data.romanceScamsContent)),
  articleRoute('/property-scams', 'Property scams', () => import('../pages/scam-types/propertyScamsContent').then((data) => data.propertyScamsContent)),
  pageRoute('/investigation', 'Investigation services', () => import('../pages/groups/InvestigationPage')),
  pageRoute('/professional-consulting', 'Professional consulting', () => import('../pages/groups/ProfessionalConsultingPage')),
  articleRoute('/cyber-investigations', 'Cyber investigations', () =>
    import('../pages/services/cyberInvestigationsContent').then((data) => data.cyberInvestigationsContent),
  ),
  articleRoute('/crypto-asset-tracing', 'Crypto asset tracing', () =>
    import('../pages/services/cryptoAssetTracingContent').then((data) => data.cryptoAssetTracingContent),
  ),
  articleRoute('/digital-currency', 'Digital currency', () => import('../pages/services/digitalCurrencyContent').then((data) => data.digitalCurrencyContent)),
  articleRoute('/kyc-services', 'KYC services', () => import('../pages/services/kycServicesContent').then((data) => data.kycServicesContent)),
  articleRoute('/scam-restitution-consulting', 'Scam restitution consulting', () =>
    import('../pages/services/scamRestitutionConsultingContent').then((data) => data.scamRestitutionConsultingContent),
  ),
  articleRoute('/adr-guidance', 'Alternative dispute resolution guidance', () =>
    import('../pages/services/adrGuidanceContent').then((data) => data.adrGuidanceContent),
  ),
  articleRoute('/regulatory-compliance-and-other-services', 'Regulatory compliance and other services', () =>
    import('../pages/services/regulatoryComplianceContent').then((data) => data.regulatoryComplianceContent),
  ),
  articleRoute('/aml-compliance', 'AML compliance', () => import('../pages/services/amlComplianceContent').then((data) => data.amlComplianceContent)),
];
