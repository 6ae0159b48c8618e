/// <reference types="node" />
import path from 'node:path';
import { parseRoutesDocument, type RoutesDocument } from '@frc/federation';
import { routesAt } from '@frc/ui/pageRoutes';
import { ROUTES } from './routes';

// The build step that publishes the routes (plain CommonJS, outside the app's bundle).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const build = require('@frc/build-config/routes') as {
  evaluateModule: (file: string) => { ROUTES: unknown };
  routesDocument: (remote: string, declared: unknown) => Promise<RoutesDocument>;
  sitemapPaths: (document: RoutesDocument) => string[];
  publicPagesXml: (paths: readonly string[]) => string;
};

// What the build publishes, computed the way the build does it: from the source, evaluated in Node.
let published: RoutesDocument;
let listed: string[];
beforeAll(async () => {
  published = await build.routesDocument('marketing', build.evaluateModule(path.join(__dirname, 'routes.ts')).ROUTES);
  listed = build.sitemapPaths(published);
});
const routeOf = (pagePath: string) => routesAt(ROUTES, pagePath)[0];

describe('the routes of the marketing remote, as published', () => {
  it('is a routes document the shell accepts, with every route of the declaration in its order', () => {
    expect(parseRoutesDocument(JSON.parse(JSON.stringify(published)), 'marketing')).toEqual(published);
    expect(published.routes.map((route) => route.path)).toEqual(ROUTES.map((route) => route.path));
    expect(published.routes.every((route) => route.layout === 'main')).toBe(true);
    expect(published.routes.find((route) => route.path === '/')?.preload).toEqual(['HomePage']);
  });

  it('lists every address once in the sitemap, each answered by the route that lists it', () => {
    expect(new Set(listed).size).toBe(listed.length);
    for (const route of published.routes) for (const address of route.addresses) expect(routeOf(address)?.path).toBe(route.path);
  });

  it('leaves an alias out of the sitemap, which names its canonical page', () => {
    expect(published.routes.find((route) => route.path === '/forexscampages')).toMatchObject({ indexable: false, aliasOf: '/forex-scams' });
    expect(listed).not.toContain('/forexscampages');
    expect(listed).toContain('/forex-scams');
  });

  it('leaves the addresses of a template of published content to the renderer, naming its kind', () => {
    const routeAt = (routePath: string) => published.routes.find((route) => route.path === routePath);
    expect(routeAt('/blog/:slug')).toMatchObject({ content: 'article', addresses: [] });
    expect(routeAt('/blog/article/:articleId')).toMatchObject({ content: 'news', addresses: [] });
    expect(routeAt('/blog/case-study/:caseStudyId')).toMatchObject({ content: 'case_study', addresses: [] });
    // A tool's review: the entries the tool directory's page lists (the renderer reads them: contentRoutes.cjs).
    expect(routeAt('/fraud-prevention-review/:toolSlug')).toMatchObject({ content: 'page', addresses: [] });
    expect(routeAt('/news')).toMatchObject({ addresses: ['/news'], indexable: false, aliasOf: '/blog/latest-news' });
  });

  it('fills in every other parameter from the code that knows its values', () => {
    const addressesOf = (routePath: string) => published.routes.find((route) => route.path === routePath)?.addresses;
    expect(addressesOf('/blog/category/:category')).toEqual([
      '/blog/category/forex-trading',
      '/blog/category/binary-trading',
      '/blog/category/digital-currency',
      '/blog/category/stock-trading',
      '/blog/category/other-scams',
    ]);
  });

  it('refuses a declaration the shell could not use', async () => {
    const base = { path: '/faq' };
    await expect(build.routesDocument('marketing', [{ path: '/blog/author/:name' }])).rejects.toThrow('/blog/author/:name has parameters');
    await expect(build.routesDocument('marketing', [base, base])).rejects.toThrow('declared twice');
    await expect(build.routesDocument('marketing', [{ path: '/blog/:slug', addresses: async () => ['/news/x'] }])).rejects.toThrow('/news/x is not answered by /blog/:slug');
    await expect(build.routesDocument('marketing', [{ path: 'faq' }])).rejects.toThrow('not a route path');
    await expect(build.routesDocument('marketing', [{ path: '/faq', layout: 'side' }])).rejects.toThrow('unknown layout');
    await expect(build.routesDocument('marketing', [])).rejects.toThrow('declares no routes');
  });

  it('publishes the sitemap as a sitemap of paths', () => {
    const xml = build.publicPagesXml(listed);
    expect(xml.match(/<loc>/g)).toHaveLength(listed.length);
    expect(xml).toContain('<url><loc>/blog/latest-news</loc></url>');
    expect(() => build.publicPagesXml(['/faq', '/faq'])).toThrow('twice');
    expect(() => build.publicPagesXml(['https://example.com/faq'])).toThrow('not a page path');
  });
});
