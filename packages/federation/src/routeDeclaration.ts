/**
 * How a remote declares its pages, once. The remote's router reads the declaration; its build publishes it
 * as routes.json beside mf-manifest.json, and the shell reads that at run time to learn which remote owns
 * which path. Adding or renaming a page is then a deploy of that remote only.
 */

/** `main`: the page sits inside the shell's header and footer. `own`: the remote brings its own frame. */
export type PageLayout = 'main' | 'own';

export interface RouteDeclaration {
  /**
   * A React Router path: `/faq`, `/blog/:slug`. Always the whole path, also for a child (`/dashboard/cases`
   * below `/dashboard`): searching the declaration for a URL finds its line.
   */
  path: string;
  /** The page's name as a visitor reads it; an area's is the title of its page before the area's code has run. */
  title?: string;
  /** Default `main`. An area's layout is its children's. */
  layout?: PageLayout;
  /** Listed in the sitemap and open to search engines; default true. Private areas and one-off pages say false. An area's is its children's. */
  indexable?: boolean;
  /**
   * The addresses of this route that the site links to; required when the path has parameters. Default: the path.
   * Only the build calls it: a remote imports the data it needs on demand, so the data stays out of its pages' code.
   */
  addresses?: () => readonly string[] | Promise<readonly string[]>;
  /**
   * A template of published content (a ContentKind of @frc/contracts: `news`, `article`…): its addresses are the
   * paths of the items of that kind published at render time, which the renderer reads from the published content.
   */
  content?: string;
  /** An old address that shows the page at `aliasOf`: answered, but never listed. */
  aliasOf?: string;
  /** Modules of the remote, besides App, that the shell fetches together with App when this route opens. */
  preload?: readonly string[];
  /**
   * An area (`/dashboard`, `/admin`): the route's module is the area's frame, shown around the child that matches
   * (an `<Outlet />`); a child whose path is the area's own is the area's first page. The area is published as one
   * route, `/dashboard/*`, with its children's addresses: the remote answers every path below it, its unknown
   * ones with the not-found page inside the frame. A child with parameters may leave its addresses out (a case's page).
   */
  children?: readonly RouteDeclaration[];
}

/** One route as the remote publishes it in routes.json. */
export interface PublishedRoute {
  path: string;
  layout: PageLayout;
  indexable: boolean;
  addresses: string[];
  aliasOf?: string;
  preload?: string[];
  /**
   * An area's pages: its children's paths (`/dashboard/cases/:ref`). The web servers answer these, and only
   * these, with the area's page (its title, `title`), though the area's route claims every path below it.
   */
  pages?: string[];
  title?: string;
  /** The content kind whose published items' paths are this route's addresses (RouteDeclaration's `content`). */
  content?: string;
}

/** routes.json: the remote's name and its routes. */
export interface RoutesDocument {
  remote: string;
  routes: PublishedRoute[];
}

/** The file name of the routes document, beside the remote's mf-manifest.json. */
export const ROUTES_FILE = 'routes.json';

/** Where a remote publishes its routes, given the URL of its manifest (relative to `base` if not absolute). */
export function routesUrlOf(manifestUrl: string, base: string = globalThis.location?.href ?? 'http://localhost/'): string {
  return new URL(ROUTES_FILE, new URL(manifestUrl, base)).href;
}

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/** Reads a routes document, refusing anything that is not one (a routes.json is data from another deploy). */
export function parseRoutesDocument(value: unknown, remote: string): RoutesDocument {
  const fail = (why: string): never => {
    throw new Error(`The routes of "${remote}" ${why}`);
  };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return fail('are not an object');
  const document = value as Record<string, unknown>;
  if (document.remote !== remote) fail(`name another remote (${String(document.remote)})`);
  if (!Array.isArray(document.routes)) return fail('have no list of routes');
  const routes = document.routes.map((entry: unknown): PublishedRoute => {
    if (!entry || typeof entry !== 'object') return fail('hold an entry that is not a route');
    const route = entry as Record<string, unknown>;
    if (typeof route.path !== 'string' || !route.path.startsWith('/')) return fail(`hold a path that is not a site path: ${String(route.path)}`);
    if (route.layout !== 'main' && route.layout !== 'own') fail(`give ${route.path} an unknown layout`);
    if (!isStringList(route.addresses)) fail(`give ${route.path} no list of addresses`);
    if (route.preload !== undefined && !isStringList(route.preload)) fail(`give ${route.path} a preload that is not a list of modules`);
    if (route.pages !== undefined && !isStringList(route.pages)) fail(`give ${route.path} pages that are not a list of paths`);
    return {
      path: route.path,
      layout: route.layout as PageLayout,
      indexable: route.indexable === true,
      addresses: route.addresses as string[],
      ...(typeof route.aliasOf === 'string' ? { aliasOf: route.aliasOf } : {}),
      ...(route.preload ? { preload: route.preload as string[] } : {}),
      ...(route.pages ? { pages: route.pages as string[] } : {}),
      ...(typeof route.title === 'string' ? { title: route.title } : {}),
      ...(typeof route.content === 'string' ? { content: route.content } : {}),
    };
  });
  return { remote, routes };
}
