import { pageRoute, type PageRoute } from '../routing/pageRoute';

/** Pages of this remote: blacklists, whistleblowing, fraud-prevention tools, blog, news, case studies, tips and the remaining linked pages. */
export const RESOURCE_PAGES: readonly PageRoute[] = [
  pageRoute('/cookie-policy', 'Cookie policy', () => import('../pages/cookie-policy/CookiePolicyPage')),
  pageRoute('/support', 'Support', () => import('../pages/support/SupportPage')),
  pageRoute('/newsletter-signup', 'Newsletter sign-up', () => import('../pages/newsletter/NewsletterSignupPage')),
  pageRoute('/black-list-scams', 'Scam blacklist', () => import('../pages/blacklists/ScamBlacklistPage')),
  pageRoute('/black-list-imposters-copycats', 'Imposters and copycats', () => import('../pages/blacklists/ImposterBlacklistPage')),
  pageRoute('/whistleblowing', 'Whistleblowing', () => import('../pages/whistleblowing/WhistleblowingPage')),
  pageRoute('/fraud-prevention-tools', 'Fraud prevention tools', () => import('../pages/fraud-prevention/FraudPreventionToolsPage')),
  pageRoute('/fraud-prevention-review/:toolSlug', 'Fraud prevention tool review', () => import('../pages/fraud-prevention/ToolReviewPage')),
  pageRoute('/blog', 'Blog', () => import('../pages/blog/BlogIndexPage')),
  pageRoute('/blog/latest-news', 'Latest news', () => import('../pages/news/LatestNewsPage')),
  pageRoute('/blog/case-studies', 'Case studies', () => import('../pages/case-studies/CaseStudiesPage')),
  pageRoute('/blog/scam-prevention-tips', 'Scam prevention tips', () => import('../pages/tips/ScamPreventionTipsPage')),
  pageRoute('/blog/category/:category', 'Blog category', () => import('../pages/blog/BlogCategoryPage')),
  pageRoute('/blog/article/:articleId', 'News article', () => import('../pages/news/NewsArticlePage')),
  pageRoute('/blog/case-study/:caseStudyId', 'Case study', () => import('../pages/case-studies/CaseStudyPage')),
  pageRoute('/blog/:slug', 'Blog article', () => import('../pages/blog/BlogArticlePage')),
];
