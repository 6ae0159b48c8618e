import { startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  activeRemoteEntries,
  ISLAND_TAG,
  islandComponentOf,
  islandTree,
  loadFederatedModule,
  pageLoadNavigator,
  RemoteFailure,
  takeNavigationState,
  type IslandLocation,
  type IslandProps,
} from '@frc/federation';
import { shellIslands } from './shellIslands';

/**
 * What makes an island hydrate at once, whatever its trigger: the visitor reaching for it (a field changed without
 * a focus first, as an autofill does, too).
 */
const TOUCHES = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'mouseover', 'input', 'change'] as const;
/** A button pressed before its island hydrated (held by shell/public/after-first-paint.js), pressed again once it has. */
const HELD_PRESS = 'data-island-press';
/** How far below the screen a `visible` island starts hydrating, so it is ready when scrolled to. */
const VISIBLE_MARGIN = '200px';
/**
 * The touches that begin an interaction which ends with one of `INTERACTION_ENDS`: a tap with its click (which comes
 * after the pointer is up, and whose default action opens a `<details>`), a key with its release (a Space's click
 * comes then), or a pointer taken over by a scroll.
 */
const INTERACTION_STARTS = new Set(['pointerdown', 'touchstart', 'keydown']);
const INTERACTION_ENDS = ['click', 'pointercancel', 'touchcancel', 'keyup'] as const;
/** The longest an interaction is waited for to end (a finger held down, or lifted elsewhere) before hydrating all the same. */
const LONGEST_PRESS_MS = 1000;

/**
 * Gives the browser the main thread until it has handled what is under way and painted it: `scheduler.yield()`
 * where the browser has it, else a task after the next frame. Hydration resumes in a task of its own, so the
 * frame that shows a tap (an open menu) never waits for it.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(resolve, 0));
    else setTimeout(resolve, 0);
  });
}

/** The next frame's rendering steps (a hidden page renders none: then a tenth of a second). */
function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}

/** A task after the browser has painted what the events so far did: the next frame, then a yield. */
const afterPaint = () => nextFrame().then(yieldToBrowser);

/**
 * Resolves once the interaction that `type` begins has been handled and painted: for a pointer, touch or key going
 * down, once it has ended (above); for any other touch (a focus, a pointer passing over, a change), at once; then
 * after the frame that shows it. Hydrating within the tap's own events would run React's work (which hydrates a
 * touched root at once, in the event's task) before the browser paints what the tap did.
 */
export function afterInteraction(type: string): Promise<void> {
  if (!INTERACTION_STARTS.has(type)) return afterPaint();
  return new Promise<void>((resolve) => {
    let done = false;
    const ended = () => {
      if (done) return;
      done = true;
      for (const end of INTERACTION_ENDS) document.removeEventListener(end, ended, true);
      clearTimeout(timer);
      // The end's own listeners and default action (a summary's toggle) run first: this is only queued.
      resolve(afterPaint());
    };
    for (const end of INTERACTION_ENDS) document.addEventListener(end, ended, { capture: true, passive: true });
    const timer = setTimeout(ended, LONGEST_PRESS_MS);
  });
}

async function componentOf(module: string): Promise<ComponentType<IslandProps>> {
  if (module.startsWith('shell/')) {
    const load = shellIslands[module.slice('shell/'.length)];
    if (!load) throw new Error(`The shell has no island ${module}`);
    return load();
  }
  const component = islandComponentOf(module, await loadFederatedModule(module));
  if (!component) throw new Error(`${module} exposes no component`);
  return component;
}

/** Whether the browser's storage holds `local:<key>` or `session:<key>`. */
export function isStored(where: string): boolean {
  const [area, ...key] = where.split(':');
  try {
    const storage = area === 'local' ? window.localStorage : area === 'session' ? window.sessionStorage : null;
    return storage?.getItem(key.join(':')) != null;
  } catch {
    return false;
  }
}

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 4000 });
  else setTimeout(run, 200);
}

/**
 * Hydrates each island of a pre-rendered page (`<frc-island>`, written by shell/src/server.tsx) on its own, as its
 * `data-hydrate` says, and at once when the visitor touches it; the rest of the page stays the server's HTML.
 * `#root` gets `data-render="islands"`; each island `data-island-state`: `loading`, then `hydrated` once React has
 * committed it, or `failed` (its HTML stays, and a press held on it is let go).
 */
export function hydrateIslands(container: HTMLElement, renderedFrom: Record<string, string>): void {
  delete container.dataset.prerendered;
  container.dataset.render = 'islands';
  const location: IslandLocation = {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: takeNavigationState() ?? null,
  };
  const islands = [...container.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island]`)];
  let visibility: { observe: (island: HTMLElement) => void; unobserve: (island: HTMLElement) => void } | undefined;

  // `ready`: what hydrating waits for besides the island's code (the end of the tap that woke it).
  const hydrate = (island: HTMLElement, ready: Promise<void> = Promise.resolve()) => {
    if (island.dataset.islandState) return;
    island.dataset.islandState = 'loading';
    visibility?.unobserve(island);
    const module = island.dataset.island ?? '';
    const inner = (island.dataset.modules ?? '').split(' ').filter(Boolean);
    const remotes = [module, ...inner].map((id) => id.slice(0, id.indexOf('/'))).filter((remote) => remote !== 'shell');
    // Which versions ran is known once the modules have arrived (a failed current version falls back to the last good).
    const arrived = Promise.all([componentOf(module), ...inner.map((id) => loadFederatedModule(id))]);
    // Each island hydrates in a task of its own, after the browser has had the main thread back: islands whose code
    // arrives together never hydrate in one long task, and a tap meanwhile is answered between them.
    const settled = Promise.all([arrived, arrived.then(() => activeRemoteEntries()), ready]).then(async (results) => {
      await yieldToBrowser();
      return results;
    });
    settled.then(
      ([[Component], active]) => {
        const onCommit = () => {
          island.dataset.islandState = 'hydrated';
          for (const button of island.querySelectorAll<HTMLElement>(`[${HELD_PRESS}]`)) {
            button.removeAttribute(HELD_PRESS);
            button.removeAttribute('aria-busy');
            button.click();
          }
        };
        const props = JSON.parse(island.dataset.props ?? '{}') as IslandProps;
        const tree = islandTree(Component, props, { location, navigator: pageLoadNavigator, onCommit });
        // A remote whose current version failed to load runs its last good one: not the code of this HTML.
        if (remotes.some((remote) => active[remote] !== renderedFrom[remote])) {
          island.replaceChildren();
          startTransition(() => createRoot(island, { identifierPrefix: island.dataset.prefix }).render(tree));
          return;
        }
        startTransition(() => {
          hydrateRoot(island, tree, {
            identifierPrefix: island.dataset.prefix,
            onRecoverableError: (error) => console.error(`Hydration error: the island ${module} differed from its pre-rendered HTML`, error),
          });
        });
      },
      (error: unknown) => {
        console.error(`The island ${module} could not be loaded; its HTML stays as it is`, error);
        island.dataset.islandState = 'failed';
        for (const button of island.querySelectorAll<HTMLElement>(`[${HELD_PRESS}]`)) {
          button.removeAttribute(HELD_PRESS);
          button.removeAttribute('aria-busy');
        }
        // The message goes above the island, whose HTML (and what was typed into it) stays; Retry hydrates it.
        const notice = document.createElement('div');
        island.before(notice);
        const message = createRoot(notice);
        const retry = () => {
          message.unmount();
          notice.remove();
          delete island.dataset.islandState;
          hydrate(island);
        };
        message.render(<RemoteFailure label={island.dataset.label ?? 'this part of the page'} onRetry={retry} />);
      },
    );
  };

  // An island is `display: contents`, without a box of its own to intersect the screen: its children are watched.
  const islandOf = new Map<Element, HTMLElement>();
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const island = islandOf.get(entry.target);
          if (entry.isIntersecting && island) hydrate(island);
        }
      },
      { rootMargin: `${VISIBLE_MARGIN} 0px` },
    );
    visibility = {
      observe(island: HTMLElement) {
        for (const child of island.children) {
          islandOf.set(child, island);
          observer.observe(child);
        }
      },
      unobserve(island: HTMLElement) {
        for (const child of island.children) observer.unobserve(child);
      },
    };
  }

  for (const island of islands) {
    const touched = () => hydrate(island);
    // A touch starts loading the island's code at once, and hydrating it once the touch has been answered.
    const reachedFor = (event: Event) => hydrate(island, afterInteraction(event.type));
    for (const type of TOUCHES) island.addEventListener(type, reachedFor, { once: true, passive: true, capture: true });
    // Reached for, pressed or typed into before this script ran: the visitor is waiting for it.
    if (
      island.hasAttribute('data-island-touched') ||
      island.querySelector(`[${HELD_PRESS}], [data-press-pending], [data-submit-pending]`) ||
      island.contains(document.activeElement)
    ) {
      hydrate(island);
      continue;
    }
    // What it shows comes from the browser's storage, which holds it (a signed-in visitor's icon, an unsent request).
    if (island.dataset.whenStored && isStored(island.dataset.whenStored)) {
      whenIdle(touched);
      continue;
    }
    switch (island.dataset.hydrate) {
      case 'load':
        hydrate(island);
        break;
      case 'idle':
        whenIdle(touched);
        break;
      case 'visible':
        if (visibility) visibility.observe(island);
        else whenIdle(touched);
        break;
      case 'scroll':
        if (window.scrollY > 0) hydrate(island);
        else window.addEventListener('scroll', touched, { once: true, passive: true });
        break;
      default:
        // `interaction`: the touches above.
        break;
    }
  }
}
