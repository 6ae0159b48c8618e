import { readFileSync } from 'node:fs';
import { contentPathOf, type ContentKind } from '../../packages/contracts/src/contentCodes';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import contentRoutes from '@frc/build-config/contentRoutes.cjs';
import type { RemoteName } from '../../types/appNames';
import { REMOTE_APPS } from './apps';

export type { RemoteName };

/** Where each remote is served in the e2e stack (apps.json). */
export const REMOTE_PORTS = Object.fromEntries(REMOTE_APPS.map((app) => [app.name, app.port])) as Record<RemoteName, number>;

interface PublishedRoute {
  path: string;
  layout: 'main' | 'own';
  indexable: boolean;
  addresses: string[];
  /** A route whose pages are the published items of a kind of content (their addresses come from the content). */
  content?: ContentKind;
}

/** A kind's items on a fresh stack: the content the API seeds on its first start (api/src/content/seed), all of it published. */
function seededItems(kind: ContentKind) {
  const file = new URL(`../../api/src/content/seed/${kind}.json`, import.meta.url);
  const items = JSON.parse(readFileSync(file, 'utf8')) as { slug: string; data: unknown }[];
  return items.map((item) => ({ ...item, kind, path: contentPathOf(kind, item.slug) }));
}

/**
 * The addresses of a content route on a fresh stack, as the renderer finds them (@frc/build-config's contentRoutes.cjs):
 * its kind's seeded items at it, or the entries a seeded page lists (a tool's review).
 */
function seededAddresses(routePath: string, kind: ContentKind): string[] {
  const shape = contentRoutes.contentRouteOf(routePath);
  if (shape?.listedIn) return contentRoutes.listedAddresses(routePath, shape, seededItems('page'));
  return seededItems(kind)
    .map((item) => item.path)
    .filter((address): address is string => address !== null && contentRoutes.routeAnswers(routePath, address));
}

/**
 * The routes each remote declares, as its build published them (dist/routes.json, the document the shell reads
 * at run time): the suites take their lists of pages from there, never from a copy of their own. Against images
 * built elsewhere, `E2E_ROUTES_DIR` names a folder of `<remote>.json` taken from those images (containers:test).
 */
function publishedRoutes(remote: RemoteName): readonly PublishedRoute[] {
  const routesDir = process.env.E2E_ROUTES_DIR;
  const file = routesDir ? pathToFileURL(path.join(routesDir, `${remote}.json`)) : new URL(`../../mf-${remote}/dist/routes.json`, import.meta.url);
  const document = JSON.parse(readFileSync(file, 'utf8')) as { remote: string; routes: PublishedRoute[] };
  if (document.remote !== remote) throw new Error(`${file.pathname} names the remote "${document.remote}"`);
  return document.routes.map((route) => (route.content ? { ...route, addresses: [...route.addresses, ...seededAddresses(route.path, route.content)] } : route));
}

const ROUTES = Object.fromEntries(REMOTE_APPS.map((app) => [app.name, publishedRoutes(app.name as RemoteName)])) as Record<RemoteName, readonly PublishedRoute[]>;

const everyRoute = (Object.entries(ROUTES) as [RemoteName, readonly PublishedRoute[]][]).flatMap(([remote, routes]) => routes.map((route) => ({ remote, route })));

/** One address of every route of every remote, with the remote that owns it. */
export const SITE_PATHS: readonly { path: string; remote: RemoteName }[] = everyRoute.map(({ remote, route }) => {
  const [first] = route.addresses;
  if (!first) throw new Error(`${route.path} of ${remote} lists no address`);
  return { path: first, remote };
});

export const NOT_FOUND_TITLE = '404 - Page Not Found';

/** Every page search engines should index: the indexable routes' addresses (aliases, the thank-you page and the private areas are not). */
export const PUBLIC_PAGES: readonly string[] = everyRoute.filter(({ route }) => route.indexable).flatMap(({ route }) => route.addresses);

/** Every page served as pre-rendered HTML: the addresses of every route in the site's main layout (the private areas have their own). */
export const PRERENDERED_PAGES: readonly string[] = everyRoute.filter(({ route }) => route.layout === 'main').flatMap(({ route }) => route.addresses);

/** The back office's pages (each shows the staff sign-in without a session; never indexed). */
export const ADMIN_PAGES: readonly string[] = ROUTES.admin.flatMap((route) => route.addresses);

/**
 * The tags of a test that exercises these remotes' modules (`{ tag: ['@intake'] }`, Playwright's test details):
 * `npm run test:compat -- intake 1.4.0` runs the tests tagged @intake (and every test of intake-*.spec.ts) against
 * that version of intake.
 */
export function touches(...remotes: (RemoteName | undefined)[]): { tag: string[] } {
  return { tag: [...new Set(remotes.filter((remote) => remote !== undefined))].map((remote) => `@${remote}`) };
}

/** The remote whose routes list `path` among their addresses; undefined for a path no page has. */
export function ownerOf(path: string): RemoteName | undefined {
  return everyRoute.find(({ route }) => route.addresses.includes(path))?.remote;
}

/** The remotes whose pages search engines index (their builds publish public-pages.xml for the sitemap). */
export const REMOTES_WITH_PUBLIC_PAGES: readonly RemoteName[] = [...new Set(everyRoute.filter(({ route }) => route.indexable).map(({ remote }) => remote))];
