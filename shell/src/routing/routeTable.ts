import { matchRoutes } from 'react-router-dom';

export type RemoteName = 'marketing' | 'intake' | 'portal' | 'admin';

/** `main` pages sit inside the public header and footer; `own` remotes bring their own layout. */
export type RouteLayout = 'main' | 'own';

export interface RouteOwner {
  path: string;
  remote: RemoteName;
  layout: RouteLayout;
  /** Modules of the remote, besides App, that the page needs at once: fetched with App when the page opens. */
  preload?: readonly string[];
}

const page = (remote: RemoteName, layout: RouteLayout = 'main') => (path: string): RouteOwner => ({ path, remote, layout });
const marketing = page('marketing');

/** The one place that says which remote owns which paths. Anything else is the shell's 404. */
export const ROUTE_TABLE: readonly RouteOwner[] = [
  { ...marketing('/'), preload: ['HomePage'] },
  ...[
    '/about-us',
    '/testimonials',
    '/track-record',
    '/faq',
    '/affiliate',
    '/sitemap',
    '/privacy-policy',
    '/terms-of-service',
    '/cookie-policy',
    '/support',
    '/newsletter-signup',
    '/binary-options-scams',
    '/digital-currency-scams',
    '/forex-scams',
    '/forexscampages',
    '/stock-trading-scams',
    '/financial-scams',
    '/credit-card-phishing',
    '/romance-scams',
    '/property-scams',
    '/black-list-scams',
    '/black-list-imposters-copycats',
    '/whistleblowing',
    '/fraud-prevention-tools',
    '/fraud-prevention-review/:toolSlug',
    '/investigation',
    '/professional-consulting',
    '/cyber-investigations',
    '/crypto-asset-tracing',
    '/digital-currency',
    '/kyc-services',
    '/scam-restitution-consulting',
    '/adr-guidance',
    '/regulatory-compliance-and-other-services',
    '/aml-compliance',
    '/blog',
    '/blog/latest-news',
    '/blog/case-studies',
    '/blog/scam-prevention-tips',
    '/blog/category/:category',
    '/blog/article/:articleId',
    '/blog/case-study/:caseStudyId',
    '/blog/:slug',
  ].map(marketing),
  ...['/contact-us', '/contact-us/thank-you', '/contact-us/confirm'].map(page('intake')),
  page('portal')('/login'),
  page('portal', 'own')('/dashboard/*'),
  page('admin', 'own')('/admin/*'),
];

const matchable = ROUTE_TABLE.map((owner) => ({ path: owner.path, owner }));

export function findRouteOwner(pathname: string): RouteOwner | undefined {
  const matches = matchRoutes(matchable, pathname);
  return matches?.[0]?.route.owner;
}

/** How a visitor would name what failed to load, per remote. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  marketing: 'this page',
  intake: 'the consultation forms',
  portal: 'the client area',
  admin: 'the admin area',
};
