import { matchRoutes } from 'react-router-dom';
import { markRemoteFailed, parseRoutesDocument, routesUrlOf, type PageLayout, type RemoteMap } from '@frc/federation';
import type { RemoteName } from '../../../types/appNames';

export interface RouteOwner {
  path: string;
  remote: string;
  layout: PageLayout;
  /** Modules of the remote, besides App, that the page needs at once: fetched with App when the page opens. */
  preload?: readonly string[];
}

/**
 * Which remote owns which path, as the remotes published it with the versions the remote map names
 * (each remote's routes.json, beside its manifest). The shell's bundle holds no page paths of its own:
 * a remote adds or renames a page with a deploy of its own.
 */
export interface RouteTable {
  owners: readonly RouteOwner[];
  /** False when the remote map or a remote's routes could not be read: a path nobody claims may then be that remote's. */
  complete: boolean;
}

const EMPTY_ROUTE_TABLE: RouteTable = { owners: [], complete: false };

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** The owners a remote's routes document (routes.json) names; throws on a document that is not one of `remote`. */
export function routeOwnersOf(document: unknown, remote: string): RouteOwner[] {
  return parseRoutesDocument(document, remote).routes.map(({ path, layout, preload }) => ({
    path,
    remote,
    layout,
    ...(preload ? { preload } : {}),
  }));
}

async function readRoutes(remote: string, manifestUrl: string, fetchImpl: Fetch): Promise<RouteOwner[]> {
  // The same mode as the page's preload of it (crossorigin="anonymous"), so the preloaded answer is used.
  const response = await fetchImpl(routesUrlOf(manifestUrl), { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`The routes of "${remote}" answered ${response.status}`);
  return routeOwnersOf(await response.json(), remote);
}

/**
 * Reads every remote's routes at once; a remote whose current version's routes cannot be read has them read from
 * its last good version (`readLastGood`, the map's fallbacks). A remote whose routes cannot be read at all leaves
 * the table incomplete, never fails it.
 */
export async function loadRouteTable(
  readMap: () => Promise<RemoteMap>,
  fetchImpl: Fetch = (url, init) => fetch(url, init),
  readLastGood: () => Promise<RemoteMap> = async () => ({}),
): Promise<RouteTable> {
  let map: RemoteMap;
  try {
    map = await readMap();
  } catch (error) {
    console.warn(`The remote map could not be read: ${error instanceof Error ? error.message : String(error)}`);
    return EMPTY_ROUTE_TABLE;
  }
  const remotes = Object.entries(map);
  const lastGood = await readLastGood().catch((): RemoteMap => ({}));
  const results = await Promise.allSettled(
    remotes.map(([remote, manifestUrl]) =>
      readRoutes(remote, manifestUrl, fetchImpl).catch((error: unknown) => {
        const fallback = lastGood[remote];
        if (!fallback || fallback === manifestUrl) throw error;
        console.warn(`The routes of "${remote}" could not be read from its current version; reading its last good version's`);
        return readRoutes(remote, fallback, fetchImpl);
      }),
    ),
  );
  const owners: RouteOwner[] = [];
  let complete = true;
  results.forEach((result, index) => {
    if (result.status === 'fulfilled') owners.push(...result.value);
    else {
      complete = false;
      markRemoteFailed(remotes[index]?.[0] ?? '');
      console.warn(result.reason instanceof Error ? result.reason.message : String(result.reason));
    }
  });
  return { owners, complete };
}

/** Each table's answers by path: matching ranks and compiles every route, and the shell asks again at each render. */
const ownersByPath = new WeakMap<RouteTable, Map<string, RouteOwner | undefined>>();
/** Each table's routes without parameters, by path as the router compares them: the first owner of each. */
const staticOwners = new WeakMap<RouteTable, Map<string, RouteOwner>>();

/** A path as React Router compares it: case-insensitive, without a trailing slash. */
const comparable = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

function staticOwnersOf(table: RouteTable): Map<string, RouteOwner> {
  let owners = staticOwners.get(table);
  if (!owners) {
    owners = new Map();
    for (const owner of table.owners) {
      const key = comparable(owner.path);
      if (!/[:*]/.test(owner.path) && !owners.has(key)) owners.set(key, owner);
    }
    staticOwners.set(table, owners);
  }
  return owners;
}

export function findRouteOwner(table: RouteTable, pathname: string): RouteOwner | undefined {
  let answers = ownersByPath.get(table);
  if (!answers) {
    answers = new Map();
    ownersByPath.set(table, answers);
  }
  if (answers.has(pathname)) return answers.get(pathname);
  // A route without parameters that is this very path outranks every other match (React Router scores static
  // segments highest), so most pages are found without ranking the whole table (7–8 ms on a slow phone).
  const exact = pathname.includes('%') ? undefined : staticOwnersOf(table).get(comparable(pathname));
  const owner =
    exact ??
    matchRoutes(
      table.owners.map((route) => ({ path: route.path, owner: route })),
      pathname,
    )?.[0]?.route.owner;
  answers.set(pathname, owner);
  return owner;
}

/** How a visitor would name what failed to load, per remote (a remote without one: UNOWNED_PAGE_LABEL). */
export const REMOTE_LABELS: Partial<Record<RemoteName, string>> = {
  marketing: 'this page',
  intake: 'the consultation forms',
  portal: 'the client area',
  admin: 'the admin area',
};

/** What failed when the page's owner is not known (its routes could not be read). */
export const UNOWNED_PAGE_LABEL = 'this page';

export const labelOf = (remote: string): string => REMOTE_LABELS[remote as RemoteName] ?? UNOWNED_PAGE_LABEL;
