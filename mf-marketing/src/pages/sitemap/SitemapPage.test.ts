/// <reference types="node" />
// This test reads the site's robots.txt from disk, so it needs Node's types.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routesAt } from '@frc/ui/pageRoutes';
import { ROUTES } from '../../routes';
import { seededItem } from '../../testing/publishedContent';
import type { SitemapGroup } from './SitemapPage';

// The sitemap page's published links, as first seeded.
const links = (seededItem('page', '/sitemap').data.sitemapGroups as SitemapGroup[]).flatMap((group) => group.links);
const isMarketingPage = (path: string) => routesAt(ROUTES, path).length > 0;
// Pages of the intake and portal remotes; e2e's link crawler checks that they open.
const OTHER_REMOTES = /^\/(contact-us|login|dashboard)(\/|$)/;

describe('sitemap', () => {
  it.each(links.filter((link) => !OTHER_REMOTES.test(link.to)).map((link) => [link.to, link.label]))('%s (%s) is a page of this remote', (path) => {
    expect(isMarketingPage(path)).toBe(true);
  });

  it('links each page once', () => {
    expect(new Set(links.map((link) => link.to)).size).toBe(links.length);
  });

  it('covers what the sitemap must list', () => {
    const paths = links.map((link) => link.to);
    expect(paths).toEqual(expect.arrayContaining(['/privacy-policy', '/terms-of-service', '/cookie-policy', '/support', '/login']));
  });

  it('lists only pages search engines may index: none of the areas robots.txt disallows', () => {
    const disallowed = [...readFileSync(join(__dirname, '../../../../shell/public/robots.txt'), 'utf8').matchAll(/^Disallow: (\S+)$/gm)].map(([, area]) => area!);
    expect(disallowed).toEqual(expect.arrayContaining(['/dashboard', '/admin']));
    expect(links.filter((link) => disallowed.some((area) => link.to === area || link.to.startsWith(`${area}/`)))).toEqual([]);
  });
});
