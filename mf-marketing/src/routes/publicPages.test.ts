/// <reference types="node" />
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { MARKETING_PAGES } from './marketingPages';
import { PUBLIC_PAGE_PATHS, publicPagePaths } from './publicPages';

// The build step that publishes the list (plain CommonJS, outside the app's bundle).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { evaluateModule, publicPagesXml } = require('@frc/build-config/publicPages') as {
  evaluateModule: (file: string) => { PUBLIC_PAGE_PATHS: string[] };
  publicPagesXml: (paths: readonly string[]) => string;
};

const routeOf = (pagePath: string) => matchRoutes(MARKETING_PAGES.map((page) => ({ path: page.path, page })), pagePath)?.[0]?.route.page;

describe('the public pages of the marketing remote', () => {
  it('lists every page once, each answered by one of its routes', () => {
    expect(new Set(PUBLIC_PAGE_PATHS).size).toBe(PUBLIC_PAGE_PATHS.length);
    for (const pagePath of PUBLIC_PAGE_PATHS) expect(routeOf(pagePath)).toBeDefined();
  });

  it('lists every route without parameters, except an alias, which names its canonical page', () => {
    for (const route of MARKETING_PAGES.filter((page) => !page.path.includes(':'))) {
      expect(PUBLIC_PAGE_PATHS.includes(route.path)).toBe(!route.aliasOf);
    }
    expect(PUBLIC_PAGE_PATHS).not.toContain('/forexscampages');
    expect(PUBLIC_PAGE_PATHS).toContain('/forex-scams');
  });

  it('fills in every parameter from the data its page shows', () => {
    const byRoute = (routePath: string) => PUBLIC_PAGE_PATHS.filter((pagePath) => routeOf(pagePath)?.path === routePath);
    expect(byRoute('/blog/:slug')).toHaveLength(12);
    expect(byRoute('/blog/:slug')).toContain('/blog/holiday-scams');
    expect(byRoute('/blog/category/:category')).toEqual([
      '/blog/category/forex-trading',
      '/blog/category/binary-trading',
      '/blog/category/digital-currency',
      '/blog/category/stock-trading',
      '/blog/category/other-scams',
    ]);
    expect(byRoute('/blog/article/:articleId')).toEqual(['/blog/article/1', '/blog/article/2', '/blog/article/3', '/blog/article/4', '/blog/article/5', '/blog/article/6']);
    expect(byRoute('/blog/case-study/:caseStudyId')).toEqual(['/blog/case-study/1', '/blog/case-study/2', '/blog/case-study/3', '/blog/case-study/4']);
    expect(byRoute('/fraud-prevention-review/:toolSlug')).toHaveLength(16);
    expect(byRoute('/fraud-prevention-review/:toolSlug')).toContain('/fraud-prevention-review/seon/');
  });

  it('refuses a route with parameters whose addresses it does not know', () => {
    const unknown = { ...MARKETING_PAGES[0]!, path: '/blog/author/:name' };
    expect(() => publicPagePaths([unknown])).toThrow('/blog/author/:name');
  });

  it('is what the build reads from the source, and publishes as a sitemap of paths', () => {
    const evaluated = evaluateModule(path.join(__dirname, 'publicPages.ts'));
    expect(evaluated.PUBLIC_PAGE_PATHS).toEqual(PUBLIC_PAGE_PATHS);
    const xml = publicPagesXml(evaluated.PUBLIC_PAGE_PATHS);
    expect(xml.match(/<loc>/g)).toHaveLength(PUBLIC_PAGE_PATHS.length);
    expect(xml).toContain('<url><loc>/blog/latest-news</loc></url>');
    expect(() => publicPagesXml(['/faq', '/faq'])).toThrow('twice');
    expect(() => publicPagesXml(['https://example.com/faq'])).toThrow('not a page path');
  });
});
