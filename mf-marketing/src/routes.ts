import { pageRoute, type PageRoute } from '@frc/ui/pageRoutes';
import { articleRoute } from './features/article-page/articleRoute';

/**
 * Every page of the marketing remote, declared once: the remote's router, the stand-alone harness, the sitemap
 * and the shell's knowledge of which paths are marketing's (routes.json, published with each build) all read
 * this list. Every page is a template of published content (the API's, read from the render context on the server).
 * A path with parameters names the content kind whose published items it shows (`content`: the renderer renders
 * their paths), or lists its addresses.
 */
export const ROUTES: readonly PageRoute[] = [
  // The home page's module is also exposed (./HomePage), so the shell fetches it together with App.
  pageRoute('/', 'Get your money back from a scam', () => import(/* webpackChunkName: "home-page" */ './pages/home/HomePage'), { preload: ['HomePage'] }),
  pageRoute('/about-us', 'About us', () => import('./pages/about/AboutPage')),
  pageRoute('/testimonials', 'Testimonials', () => import('./pages/testimonials/TestimonialsPage')),
  pageRoute('/track-record', 'Track record', () => import('./pages/track-record/TrackRecordPage')),
  pageRoute('/faq', 'Frequently asked questions', () => import('./pages/faq/FaqPage')),
  pageRoute('/affiliate', 'Affiliate program', () => import('./pages/affiliate/AffiliatePage')),
  pageRoute('/sitemap', 'Sitemap', () => import('./pages/sitemap/SitemapPage')),
  pageRoute('/privacy-policy', 'Privacy Policy', () => import('./pages/privacy-policy/PrivacyPolicyPage')),
  pageRoute('/terms-of-service', 'Terms of Service', () => import('./pages/terms-of-service/TermsOfServicePage')),
  pageRoute('/cookie-policy', 'Cookie policy', () => import('./pages/cookie-policy/CookiePolicyPage')),
  pageRoute('/support', 'Support', () => import('./pages/support/SupportPage')),
  pageRoute('/report-a-scam', 'Report a scam for free', () => import('./pages/report-a-scam/ReportAScamPage')),
  pageRoute('/newsletter-signup', 'Newsletter sign-up', () => import('./pages/newsletter/NewsletterSignupPage')),
  // The links of the newsletter's mails (double opt-in, unsubscribe): one person's pages, not for search engines.
  pageRoute('/newsletter/confirm', 'Newsletter: confirm', () => import('./pages/newsletter/NewsletterConfirmPage'), { indexable: false }),
  pageRoute('/newsletter/unsubscribe', 'Newsletter: unsubscribe', () => import('./pages/newsletter/NewsletterUnsubscribePage'), { indexable: false }),

  articleRoute('/binary-options-scams', 'Binary options scams'),
  articleRoute('/digital-currency-scams', 'Digital currency scams'),
  articleRoute('/forex-scams', 'Forex scams'),
  articleRoute('/forexscampages', 'Forex scams', { aliasOf: '/forex-scams' }),
  articleRoute('/stock-trading-scams', 'Stock trading scams'),
  articleRoute('/financial-scams', 'Financial scams'),
  articleRoute('/credit-card-phishing', 'Credit card phishing'),
  articleRoute('/romance-scams', 'Romance scams'),
  articleRoute('/property-scams', 'Property scams'),

  pageRoute('/investigation', 'Investigation services', () => import('./pages/groups/InvestigationPage')),
  pageRoute('/professional-consulting', 'Professional consulting', () => import('./pages/groups/ProfessionalConsultingPage')),
  articleRoute('/cyber-investigations', 'Cyber investigations'),
  articleRoute('/crypto-asset-tracing', 'Crypto asset tracing'),
  articleRoute('/digital-currency', 'Digital currency'),
  articleRoute('/kyc-services', 'KYC services'),
  articleRoute('/scam-restitution-consulting', 'Scam restitution consulting'),
  articleRoute('/adr-guidance', 'Alternative dispute resolution guidance'),
  articleRoute('/regulatory-compliance-and-other-services', 'Regulatory compliance and other services'),
  articleRoute('/aml-compliance', 'AML compliance'),

  pageRoute('/black-list-scams', 'Scam blacklist', () => import('./pages/blacklists/ScamBlacklistPage')),
  pageRoute('/black-list-imposters-copycats', 'Imposters and copycats', () => import('./pages/blacklists/ImposterBlacklistPage')),
  pageRoute('/whistleblowing', 'Whistleblowing', () => import('./pages/whistleblowing/WhistleblowingPage')),
  pageRoute('/fraud-prevention-tools', 'Fraud prevention tools', () => import('./pages/fraud-prevention/FraudPreventionToolsPage')),
  // One review for each tool the directory's published page lists (packages/build-config/contentRoutes.cjs).
  pageRoute('/fraud-prevention-review/:toolSlug', 'Fraud prevention tool review', () => import('./pages/fraud-prevention/ToolReviewPage'), { content: 'page' }),

  pageRoute('/blog', 'Blog', () => import('./pages/blog/BlogIndexPage')),
  pageRoute('/blog/latest-news', 'Latest news', () => import('./pages/news/LatestNewsPage')),
  // The news index at a short address too: the same page, canonical to the spec's address.
  pageRoute('/news', 'News', () => import('./pages/news/LatestNewsPage').then((page) => ({ default: page.NewsShortAddressPage })), { aliasOf: '/blog/latest-news' }),
  pageRoute('/blog/case-studies', 'Case studies', () => import('./pages/case-studies/CaseStudiesPage')),
  pageRoute('/blog/scam-prevention-tips', 'Scam prevention tips', () => import('./pages/tips/ScamPreventionTipsPage')),
  pageRoute('/blog/category/:category', 'Blog category', () => import('./pages/blog/BlogCategoryPage'), {
    addresses: async () => {
      const { BLOG_CATEGORIES, categoryPath } = await import('./features/blog/blogArticle');
      return BLOG_CATEGORIES.map(categoryPath);
    },
  }),
  pageRoute('/blog/article/:articleId', 'News article', () => import('./pages/news/NewsArticlePage'), { content: 'news' }),
  pageRoute('/blog/case-study/:caseStudyId', 'Case study', () => import('./pages/case-studies/CaseStudyPage'), { content: 'case_study' }),
  pageRoute('/blog/:slug', 'Blog article', () => import('./pages/blog/BlogArticlePage'), { content: 'article' }),
];
