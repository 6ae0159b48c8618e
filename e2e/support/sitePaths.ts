/** One concrete path for every route of the registry and every "also linked" path, with its owning remote. */
export const REMOTE_PORTS = { marketing: 3001, intake: 3002, portal: 3003, admin: 3004 } as const;
export type RemoteName = keyof typeof REMOTE_PORTS;

export const SITE_PATHS: readonly { path: string; remote: RemoteName }[] = [
  ...[
    '/', '/about-us', '/testimonials', '/track-record', '/faq', '/affiliate', '/sitemap', '/privacy-policy',
    '/terms-of-service', '/binary-options-scams', '/digital-currency-scams', '/forex-scams', '/forexscampages',
    '/stock-trading-scams', '/financial-scams', '/credit-card-phishing', '/black-list-scams',
    '/black-list-imposters-copycats', '/whistleblowing', '/fraud-prevention-tools', '/cyber-investigations',
    '/crypto-asset-tracing', '/digital-currency', '/kyc-services', '/scam-restitution-consulting', '/adr-guidance',
    '/regulatory-compliance-and-other-services', '/aml-compliance', '/blog', '/blog/holiday-scams', '/blog/latest-news',
    '/blog/case-studies', '/blog/scam-prevention-tips', '/cookie-policy', '/support', '/romance-scams',
    '/property-scams', '/newsletter-signup', '/investigation', '/professional-consulting',
    '/blog/category/forex-trading', '/blog/article/1', '/blog/case-study/1', '/fraud-prevention-review/seon/',
  ].map((path) => ({ path, remote: 'marketing' as const })),
  { path: '/contact-us', remote: 'intake' },
  { path: '/contact-us/thank-you', remote: 'intake' },
  { path: '/login', remote: 'portal' },
  { path: '/dashboard/cases', remote: 'portal' },
  { path: '/admin', remote: 'admin' },
  { path: '/admin/users', remote: 'admin' },
];

export const NOT_FOUND_TITLE = '404 - Page Not Found';

const BLOG_SLUGS = [
  'regulation-forex-trading', 'guaranteed-returns-investments', 'millennials-gen-z-targeted-by-scammers', 'token-scams',
  'scam-call-playbook', 'gig-economy-survival-guide', 'free-gift-dangers', 'ai-vs-scammers', 'holiday-scams',
  'crypto-dusting', 'bec-scams', 'dark-web-scams',
];
const BLOG_CATEGORIES = ['forex-trading', 'binary-trading', 'digital-currency', 'stock-trading', 'other-scams'];
const NEWS_IDS = [1, 2, 3, 4, 5, 6];
const CASE_STUDY_IDS = [1, 2, 3, 4];
const TOOL_SLUGS = [
  'cleartrace-scam-detector', 'true-caller', 'expressVPN', 'seon', 'kount', 'sift', 'whois', 'domaintools',
  'google-authenticator', 'spam-titan', 'trust-pilot', 'mx-toolbox', 'labnol', 'phishtank', 'broker-check', 'etherscan',
];

/**
 * Every page search engines should index, as the site links to it: each route of the shell's route table with
 * every value its parameters take, listed here by hand so the sitemap the apps publish is checked against it.
 * Left out: /forexscampages (its canonical page is /forex-scams), /contact-us/thank-you, /dashboard/*, /admin/*.
 */
export const PUBLIC_PAGES: readonly string[] = [
  '/', '/about-us', '/testimonials', '/track-record', '/faq', '/affiliate', '/sitemap', '/privacy-policy',
  '/terms-of-service', '/cookie-policy', '/support', '/newsletter-signup',
  '/binary-options-scams', '/digital-currency-scams', '/forex-scams', '/stock-trading-scams', '/financial-scams',
  '/credit-card-phishing', '/romance-scams', '/property-scams',
  '/black-list-scams', '/black-list-imposters-copycats', '/whistleblowing', '/fraud-prevention-tools',
  ...TOOL_SLUGS.map((slug) => `/fraud-prevention-review/${slug}/`),
  '/investigation', '/professional-consulting', '/cyber-investigations', '/crypto-asset-tracing', '/digital-currency',
  '/kyc-services', '/scam-restitution-consulting', '/adr-guidance', '/regulatory-compliance-and-other-services',
  '/aml-compliance',
  '/blog', '/blog/latest-news', '/blog/case-studies', '/blog/scam-prevention-tips',
  ...BLOG_CATEGORIES.map((category) => `/blog/category/${category}`),
  ...NEWS_IDS.map((id) => `/blog/article/${id}`),
  ...CASE_STUDY_IDS.map((id) => `/blog/case-study/${id}`),
  ...BLOG_SLUGS.map((slug) => `/blog/${slug}`),
  '/contact-us',
  '/login',
];

/** The admin area's pages (sample data, never indexed). */
export const ADMIN_PAGES: readonly string[] = ['/admin', '/admin/users', '/admin/cases', '/admin/analytics', '/admin/settings'];
