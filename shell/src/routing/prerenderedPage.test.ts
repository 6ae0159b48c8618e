import { canHydrate, canHydrateIslands, readPrerenderedPage, type PrerenderedPage } from './prerenderedPage';
import type { RouteTable } from './routeTable';

const MAP = { marketing: 'https://cdn.example/marketing/2.0.0/mf-manifest.json', intake: 'https://cdn.example/intake/1.4.0/mf-manifest.json' };
const ROUTES: RouteTable = {
  owners: [
    { path: '/faq', remote: 'marketing', layout: 'main' },
    { path: '/blog/:slug', remote: 'marketing', layout: 'main' },
  ],
  complete: true,
};
const faq: PrerenderedPage = { path: '/faq', remotes: MAP, modules: ['marketing/App'], islands: false };
const notFound: PrerenderedPage = { notFound: true, remotes: MAP, modules: [], islands: false };

function rootWith(value?: string): HTMLElement {
  const root = document.createElement('div');
  if (value !== undefined) root.dataset.prerendered = value;
  return root;
}

describe('readPrerenderedPage', () => {
  it("reads the renderer's note, and nothing from a page the browser renders or a note it cannot read", () => {
    expect(readPrerenderedPage(rootWith(JSON.stringify(faq)))).toEqual({ ...faq, notFound: false });
    expect(readPrerenderedPage(rootWith())).toBeUndefined();
    expect(readPrerenderedPage(rootWith('{not json'))).toBeUndefined();
    expect(readPrerenderedPage(rootWith('{"path":"/faq"}'))).toBeUndefined();
  });
});

describe('canHydrate', () => {
  it('hydrates the page rendered for this path from the versions the map names now', () => {
    expect(canHydrate(faq, '/faq', ROUTES, MAP)).toBe(true);
    expect(canHydrate(faq, '/faq/', ROUTES, MAP)).toBe(true);
  });

  it('renders afresh a page rendered from another version of any remote (a stale page)', () => {
    expect(canHydrate(faq, '/faq', ROUTES, { ...MAP, intake: 'https://cdn.example/intake/1.5.0/mf-manifest.json' })).toBe(false);
    expect(canHydrate(faq, '/faq', ROUTES, { ...MAP, portal: 'https://cdn.example/portal/1.0.0/mf-manifest.json' })).toBe(false);
  });

  it('renders afresh a page rendered for another path', () => {
    expect(canHydrate(faq, '/about-us', ROUTES, MAP)).toBe(false);
  });

  it("hydrates the not-found page only where no remote claims the path and every remote's routes were read", () => {
    expect(canHydrate(notFound, '/no-such-page', ROUTES, MAP)).toBe(true);
    // A path of a remote's pattern is that remote's to answer (its own not-found view): rendered afresh.
    expect(canHydrate(notFound, '/blog/no-such-article', ROUTES, MAP)).toBe(false);
    expect(canHydrate(notFound, '/no-such-page', { ...ROUTES, complete: false }, MAP)).toBe(false);
  });
});

describe('canHydrateIslands', () => {
  const islandsFaq: PrerenderedPage = { ...faq, islands: true };
  const islandsNotFound: PrerenderedPage = { ...notFound, islands: true };

  test('a page of islands rendered for this path from the versions the map names hydrates its islands', () => {
    expect(canHydrateIslands(islandsFaq, '/faq', MAP)).toBe(true);
    expect(canHydrateIslands(islandsFaq, '/faq/', MAP)).toBe(true);
  });

  test('the not-found page hydrates its islands at any path it is served for', () => {
    expect(canHydrateIslands(islandsNotFound, '/no-such-page', MAP)).toBe(true);
  });

  test('another path, another version of a remote or a page without islands does not', () => {
    expect(canHydrateIslands(islandsFaq, '/about', MAP)).toBe(false);
    expect(canHydrateIslands(islandsFaq, '/faq', { ...MAP, intake: 'https://cdn.example/intake/1.5.0/mf-manifest.json' })).toBe(false);
    expect(canHydrateIslands(faq, '/faq', MAP)).toBe(false);
  });
});
