import type { RemoteMap } from '@frc/federation';
import { findRouteOwner, type RouteTable } from './routeTable';

/**
 * What a pre-rendered page says it was rendered from (the `data-prerendered` attribute of #root, written by
 * packages/site-runtime/prerender.mjs): its path (or that it is the page for paths nobody owns), the remote map's entries
 * it was rendered with, and the federated modules it shows.
 */
export interface PrerenderedPage {
  path?: string;
  notFound?: boolean;
  remotes: Record<string, string>;
  modules: string[];
  /** Its interactive parts are islands (`<frc-island>`), hydrated each on its own; the rest is never hydrated. */
  islands: boolean;
}

export function readPrerenderedPage(root: HTMLElement): PrerenderedPage | undefined {
  const value = root.dataset.prerendered;
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(value) as Partial<PrerenderedPage>;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.remotes !== 'object' || !Array.isArray(parsed.modules)) return undefined;
    return { path: parsed.path, notFound: parsed.notFound === true, remotes: parsed.remotes ?? {}, modules: parsed.modules, islands: parsed.islands === true };
  } catch {
    return undefined;
  }
}

function sameVersions(page: PrerenderedPage, map: RemoteMap): boolean {
  return Object.keys(map).length === Object.keys(page.remotes).length && Object.entries(page.remotes).every(([remote, entry]) => map[remote] === entry);
}

function samePath(a: string, b: string): boolean {
  const trim = (path: string) => path.replace(/\/+$/, '') || '/';
  return trim(a) === trim(b);
}

/**
 * Whether the browser's first render of `pathname` is the tree the page was rendered from, so the HTML can be
 * hydrated: the same page (or the not-found page for a path nobody owns), rendered with the versions the remote
 * map names now. A page rendered from an older map (stale) or for another path is rendered afresh instead.
 */
export function canHydrate(page: PrerenderedPage, pathname: string, routes: RouteTable, map: RemoteMap): boolean {
  if (!sameVersions(page, map)) return false;
  if (page.notFound) return routes.complete && !findRouteOwner(routes, pathname);
  return page.path !== undefined && samePath(page.path, pathname);
}

/**
 * Whether the page's islands can hydrate: rendered with the versions the map names now, for this path (the
 * not-found page is served for any path nobody owns). Else the page is rendered afresh in the browser.
 */
export function canHydrateIslands(page: PrerenderedPage, pathname: string, map: RemoteMap): boolean {
  if (!page.islands || !sameVersions(page, map)) return false;
  return page.notFound || (page.path !== undefined && samePath(page.path, pathname));
}
