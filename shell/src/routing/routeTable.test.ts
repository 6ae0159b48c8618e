import { ROUTE_TABLE, findRouteOwner } from './routeTable';

describe('route table', () => {
  it.each([
    ['/', 'marketing'],
    ['/about-us', 'marketing'],
    ['/forexscampages', 'marketing'],
    ['/blog/holiday-scams', 'marketing'],
    ['/blog/latest-news', 'marketing'],
    ['/blog/category/forex-trading', 'marketing'],
    ['/blog/article/3', 'marketing'],
    ['/blog/case-study/2', 'marketing'],
    ['/fraud-prevention-review/seon/', 'marketing'],
    ['/binary-options-scams/', 'marketing'],
    ['/romance-scams', 'marketing'],
    ['/investigation', 'marketing'],
    ['/contact-us', 'intake'],
    ['/contact-us/thank-you', 'intake'],
    ['/login', 'portal'],
    ['/dashboard/cases', 'portal'],
    ['/dashboard', 'portal'],
    ['/admin', 'admin'],
    ['/admin/users', 'admin'],
  ])('gives %s to %s', (path, remote) => {
    expect(findRouteOwner(path)?.remote).toBe(remote);
  });

  it('wraps public pages in the main layout and lets the client and admin areas bring their own', () => {
    expect(findRouteOwner('/login')?.layout).toBe('main');
    expect(findRouteOwner('/contact-us')?.layout).toBe('main');
    expect(findRouteOwner('/dashboard/cases')?.layout).toBe('own');
    expect(findRouteOwner('/admin/settings')?.layout).toBe('own');
  });

  it.each(['/no-such-page', '/about-us/team', '/contact-us/elsewhere', '/blog/holiday-scams/extra', '/logins'])(
    'owns nothing at %s, so the shell shows its 404',
    (path) => {
      expect(findRouteOwner(path)).toBeUndefined();
    },
  );

  it('has the home page fetch its own module together with marketing App, and other pages only App', () => {
    expect(findRouteOwner('/')).toMatchObject({ remote: 'marketing', preload: ['HomePage'] });
    expect(findRouteOwner('/about-us')?.preload).toBeUndefined();
  });

  it('covers every path of the route registry', () => {
    const registry = [
      '/', '/about-us', '/contact-us', '/contact-us/thank-you', '/testimonials', '/track-record', '/faq', '/affiliate',
      '/sitemap', '/privacy-policy', '/terms-of-service', '/binary-options-scams', '/digital-currency-scams',
      '/forex-scams', '/forexscampages', '/stock-trading-scams', '/financial-scams', '/credit-card-phishing',
      '/black-list-scams', '/black-list-imposters-copycats', '/whistleblowing', '/fraud-prevention-tools',
      '/cyber-investigations', '/crypto-asset-tracing', '/digital-currency', '/kyc-services',
      '/scam-restitution-consulting', '/adr-guidance', '/regulatory-compliance-and-other-services', '/aml-compliance',
      '/blog', '/blog/any-slug', '/blog/latest-news', '/blog/case-studies', '/blog/scam-prevention-tips', '/login',
      '/cookie-policy', '/support', '/romance-scams', '/property-scams', '/newsletter-signup',
    ];
    for (const path of registry) expect(findRouteOwner(path)).toBeDefined();
    expect(new Set(ROUTE_TABLE.map((owner) => owner.path)).size).toBe(ROUTE_TABLE.length);
  });
});
