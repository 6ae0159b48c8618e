import { articleRoute } from '../features/article-page/articleRoute';
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
  articleRoute('/forexscampages', 'Forex scams', loadForexScamsPage, { aliasOf: '/forex-scams' }),
  articleRoute('/stock-trading-scams', 'Stock trading scams', () =>
    import('../pages/scam-types/stockTradingScamsPage').then((data) => data.stockTradingScamsPage),
  ),
  articleRoute('/financial-scams', 'Financial scams', () => import('../pages/scam-types/financialScamsPage').then((data) => data.financialScamsPage)),
  articleRoute('/credit-card-phishing', 'Credit card phishing', () =>
    import('../pages/scam-types/creditCardPhishingPage').then((data) => data.creditCardPhishingPage),
  ),
  articleRoute('/romance-scams', 'Romance scams', () => import('../pages/scam-types/romanceScamsPage').then((data) => data.romanceScamsPage)),
  articleRoute('/property-scams', 'Property scams', () => import('../pages/scam-types/propertyScamsPage').then((data) => data.propertyScamsPage)),
  pageRoute('/investigation', 'Investigation services', () => import('../pages/groups/InvestigationPage')),
  pageRoute('/professional-consulting', 'Professional consulting', () => import('../pages/groups/ProfessionalConsultingPage')),
  articleRoute('/cyber-investigations', 'Cyber investigations', () =>
    import('../pages/services/cyberInvestigationsPage').then((data) => data.cyberInvestigationsPage),
  ),
  articleRoute('/crypto-asset-tracing', 'Crypto asset tracing', () =>
    import('../pages/services/cryptoAssetTracingPage').then((data) => data.cryptoAssetTracingPage),
  ),
  articleRoute('/digital-currency', 'Digital currency', () => import('../pages/services/digitalCurrencyPage').then((data) => data.digitalCurrencyPage)),
  articleRoute('/kyc-services', 'KYC services', () => import('../pages/services/kycServicesPage').then((data) => data.kycServicesPage)),
  articleRoute('/scam-restitution-consulting', 'Scam restitution consulting', () =>
    import('../pages/services/scamRestitutionConsultingPage').then((data) => data.scamRestitutionConsultingPage),
  ),
  articleRoute('/adr-guidance', 'Alternative dispute resolution guidance', () =>
    import('../pages/services/adrGuidancePage').then((data) => data.adrGuidancePage),
  ),
  articleRoute('/regulatory-compliance-and-other-services', 'Regulatory compliance and other services', () =>
    import('../pages/services/regulatoryCompliancePage').then((data) => data.regulatoryCompliancePage),
  ),
  articleRoute('/aml-compliance', 'AML compliance', () => import('../pages/services/amlCompliancePage').then((data) => data.amlCompliancePage)),
];
