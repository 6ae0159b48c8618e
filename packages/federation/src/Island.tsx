import { createContext, createElement, StrictMode, useContext, useEffect, useId, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { createPath, Router, type Navigator, type To } from 'react-router-dom';
import { noteModuleShown } from './federatedModules';

/**
 * When an island of a pre-rendered page hydrates (docs/rendering.md, "Islands"):
 * - `load`: as soon as the shell's script runs (what the page's first view depends on: the thank-you request);
 * - `idle`: when the browser is next idle;
 * - `visible`: when it comes near the screen;
 * - `scroll`: when the page is first scrolled (the header, fixed with a shadow past 50 px);
 * - `interaction`: when the visitor first points at, focuses, touches or types into it (forms and buttons: a form
 *   keeps what was typed and a press is held until it has hydrated).
 * Whatever the trigger, a touch hydrates it at once.
 */
export type IslandHydration = 'load' | 'idle' | 'visible' | 'scroll' | 'interaction';

/**
 * A component whose island must hydrate as soon as possible (when idle) whatever its trigger, when the browser's
 * storage holds a key (`local:<key>` or `session:<key>`): what it shows then comes from there (a signed-in visitor's
 * user icon, a request kept unsent). Declared on the component, which knows its keys.
 */
export interface StoredState {
  whenStored?: string;
}

/** Plain data: an island's props travel in the page's HTML as JSON. */
export type IslandProps = Record<string, unknown>;

/** An island the server met while rendering a page, to render on its own (shell/src/server.tsx). */
export interface IslandRecord {
  module: string;
  label?: string;
  whenStored?: string;
  hydrate: IslandHydration;
  props: IslandProps;
  Component: ComponentType<IslandProps>;
}

/** The server's list of the page's islands, by the key of their place in the page; absent in the browser. */
export const IslandCollector = createContext<Map<string, IslandRecord> | null>(null);
/** True inside an island: an island within another is part of it. */
const InsideIsland = createContext(false);

export const ISLAND_TAG = 'frc-island';

export interface IslandOptions<P extends object> {
  /**
   * The module the browser loads to hydrate it: `remote/Module` as the remote exposes it (its default export, or
   * the export named like the module), or `shell/Name` for the shell's own (shell/src/islands/shellIslands.ts).
   */
  module: string;
  component: ComponentType<P>;
  /** Plain data (JSON): the page's HTML carries it to the browser. */
  props: NoInfer<P>;
  hydrate: IslandHydration;
  /** What the visitor would call it ("the consultation form"), should its code fail to load. */
  label?: string;
}

/**
 * A part of a pre-rendered page that runs script. The rest of the page is HTML that is never hydrated: on the
 * server, outside another island, this notes the component and its props and renders an empty marker, which the
 * shell's renderer fills with the island rendered on its own (`islandTree`); the browser hydrates it on its own,
 * when `hydrate` says. Anywhere else (a page rendered in the browser, the inside of an island) it is the component.
 */
export function Island<P extends object>({ module, component: Component, props, hydrate, label }: IslandOptions<P>) {
  const collector = useIslandCollector();
  const key = useId();
  if (!collector) return <Component {...props} />;
  const { whenStored } = Component as StoredState;
  collector.set(key, { module, label, whenStored, hydrate, props: props as IslandProps, Component: Component as ComponentType<IslandProps> });
  if (!module.startsWith('shell/')) noteModuleShown(module);
  return createElement(ISLAND_TAG, { 'data-key': key });
}

/** The server's list of islands when an island met here is one of its own (not inside another); else null. */
export function useIslandCollector(): Map<string, IslandRecord> | null {
  const collector = useContext(IslandCollector);
  const inside = useContext(InsideIsland);
  return inside ? null : collector;
}

function Committed({ onCommit }: { onCommit?: () => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the island's first commit
  useEffect(() => onCommit?.(), []);
  return null;
}

/**
 * The router of an island. A navigation to another page goes to `navigator` (a page load, in the browser); one that
 * only changes the query or the anchor of this page (a view of the blog's grid) stays in the page, in its history, as
 * React Router's own would: the island's location follows it, and Back and Forward.
 */
function IslandRouter({ location: first, navigator: pageLoads, children }: { location: IslandLocation; navigator: Navigator; children: ReactNode }) {
  const [location, setLocation] = useState({ ...first, key: 'default' });
  useEffect(() => {
    const followHistory = () => {
      const entry = window.history.state as { usr?: unknown; key?: string } | null;
      setLocation({ pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' });
    };
    window.addEventListener('popstate', followHistory);
    return () => window.removeEventListener('popstate', followHistory);
  }, []);
  const navigator = useMemo<Navigator>(() => {
    const inPage = (to: To, state: unknown, replace: boolean) => {
      const url = new URL(hrefOf(to), window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return false;
      const key = Math.random().toString(36).slice(2, 10);
      const entry = { usr: state ?? null, key, idx: 0 };
      if (replace) window.history.replaceState(entry, '', url.href);
      else window.history.pushState(entry, '', url.href);
      setLocation({ pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key });
      return true;
    };
    return {
      ...pageLoads,
      push: (to, state) => {
        if (!inPage(to, state, false)) pageLoads.push(to, state);
      },
      replace: (to, state) => {
        if (!inPage(to, state, true)) pageLoads.replace(to, state);
      },
    };
  }, [pageLoads]);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

/** What a link or `navigate` inside an island does: an ordinary page load (the pages are pre-rendered). */
export interface IslandLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/**
 * The tree of one island, the same on the server and in the browser (so every useId matches): the component under a
 * router at the page's address whose navigator `navigator` is, with nothing else around it that renders HTML.
 */
export function islandTree(
  Component: ComponentType<IslandProps>,
  props: IslandProps,
  { location, navigator, onCommit }: { location: IslandLocation; navigator: Navigator; onCommit?: () => void },
): ReactNode {
  return (
    <StrictMode>
      <InsideIsland.Provider value>
        <IslandRouter location={location} navigator={navigator}>
          <Component {...props} />
        </IslandRouter>
      </InsideIsland.Provider>
      <Committed onCommit={onCommit} />
    </StrictMode>
  );
}

/** The component an exposed module holds: its default export, the export named like the module, or itself. */
export function islandComponentOf(module: string, exposed: unknown): ComponentType<IslandProps> | undefined {
  if (typeof exposed === 'function') return exposed as ComponentType<IslandProps>;
  if (!exposed || typeof exposed !== 'object') return undefined;
  const named = exposed as Record<string, unknown>;
  const candidate = named.default ?? named[module.slice(module.lastIndexOf('/') + 1)];
  return typeof candidate === 'function' ? (candidate as ComponentType<IslandProps>) : undefined;
}

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));
/** Where a navigation's state waits for the next page, whose islands read it (`takeNavigationState`). */
const NAVIGATION_STATE_KEY = 'frc:navigation-state';

/** Keeps a navigation's state for the page at `href`, which it returns. */
function carryState(href: string, state: unknown): string {
  if (state !== undefined && state !== null) {
    try {
      sessionStorage.setItem(NAVIGATION_STATE_KEY, JSON.stringify({ href: new URL(href, window.location.href).href, state }));
    } catch {
      // No storage (private mode, full): the next page shows what it knows without it.
    }
  }
  return href;
}

/**
 * The navigator of an island: every navigation is an ordinary page load. The state a navigation carries (the
 * thank-you page's request) is kept in session storage for the next page's islands.
 */
export const pageLoadNavigator: Navigator = {
  createHref: hrefOf,
  push(to, state) {
    window.location.assign(carryState(hrefOf(to), state));
  },
  replace(to, state) {
    window.location.replace(carryState(hrefOf(to), state));
  },
  go(delta) {
    window.history.go(delta);
  },
};

/** The server's navigator: an island rendered there never navigates. */
export const staticNavigator: Navigator = { createHref: hrefOf, push() {}, replace() {}, go() {} };

/**
 * The state this page's address was opened with: what a navigation from the previous page carried to this very
 * address (read once, then kept in the history entry, as React Router keeps it, so a reload shows it again), else
 * what the history entry holds.
 */
export function takeNavigationState(): unknown {
  const entry = window.history.state as { usr?: unknown; key?: string; idx?: number } | null;
  try {
    const kept = sessionStorage.getItem(NAVIGATION_STATE_KEY);
    if (kept) {
      sessionStorage.removeItem(NAVIGATION_STATE_KEY);
      const { href, state } = JSON.parse(kept) as { href?: string; state?: unknown };
      if (href === window.location.href) {
        window.history.replaceState({ key: 'default', idx: 0, ...entry, usr: state }, '');
        return state;
      }
    }
  } catch {
    // No storage, or not what this wrote: the history entry's.
  }
  return entry?.usr;
}
