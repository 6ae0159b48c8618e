import { findRouteOwner } from '../../../../shell/src/routing/routeTable';
import { SITEMAP_GROUPS } from './sitemapContent';

const links = SITEMAP_GROUPS.flatMap((group) => group.links);

describe('sitemap', () => {
  it.each(links.map((link) => [link.to, link.label]))('%s (%s) is a route of the shell', (path) => {
    expect(findRouteOwner(path)).toBeDefined();
  });

  it('links each page once', () => {
    expect(new Set(links.map((link) => link.to)).size).toBe(links.length);
  });

  it('covers what the sitemap must list', () => {
    const paths = links.map((link) => link.to);
    expect(paths).toEqual(
      expect.arrayContaining(['/privacy-policy', '/terms-of-service', '/cookie-policy', '/support', '/login', '/dashboard/profile', '/dashboard/cases', '/dashboard/settings']),
    );
  });
});
