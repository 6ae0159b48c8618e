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
