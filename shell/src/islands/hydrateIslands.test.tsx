import { useId, useState } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, screen } from '@testing-library/react';
import { activeRemoteEntries, islandTree, loadFederatedModule, staticNavigator, type IslandProps } from '@frc/federation';
import { hydrateIslands } from './hydrateIslands';

jest.mock('react-dom/client', () => {
  const actual = jest.requireActual<typeof ReactDomClient>('react-dom/client');
  return { ...actual, hydrateRoot: jest.fn(actual.hydrateRoot) };
});
jest.mock('@frc/federation', () => ({
  ...jest.requireActual<object>('@frc/federation'),
  loadFederatedModule: jest.fn(),
  activeRemoteEntries: jest.fn(),
}));

const RENDERED_FROM = { marketing: 'https://cdn.example/marketing/2.0.0/mf-manifest.json' };

/** An island with an id (useId) and state: a difference in either between server and browser would show. */
function Counter({ label }: IslandProps) {
  const id = useId();
  const [count, setCount] = useState(0);
  return (
    <div>
      <span id={id}>{String(label)}</span>
      <button type="button" aria-describedby={id} onClick={() => setCount((value) => value + 1)}>
        Pressed {count}
      </button>
    </div>
  );
}

/** The island's HTML as shell/src/server.tsx writes it. */
function islandHtml({ module = 'marketing/Counter', hydrate = 'load', prefix = 'i0-', props = { label: 'Counted' } } = {}) {
  const html = renderToString(islandTree(Counter, props, { location: { pathname: '/', search: '', hash: '', state: null }, navigator: staticNavigator }), {
    identifierPrefix: prefix,
  });
  const json = JSON.stringify(props).replace(/"/g, '&quot;');
  return `<frc-island data-island="${module}" data-hydrate="${hydrate}" data-prefix="${prefix}" data-props="${json}">${html}</frc-island>`;
}

function page(...islands: string[]): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = `<main><h1>A scam page</h1><p>Its text, never hydrated.</p>${islands.join('')}</main>`;
  document.body.replaceChildren(root);
  return root;
}

const reactOwned = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
const islands = () => [...document.querySelectorAll<HTMLElement>('frc-island')];
/** The next task. */
const aTask = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
/** Past the next frame (jsdom's frames come every 16 ms) and the task after it: each island hydrates after one. */
const afterAFrame = () => act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
const settle = afterAFrame;

let errors: jest.SpyInstance;
beforeEach(() => {
  jest.mocked(loadFederatedModule).mockReset().mockResolvedValue({ Counter });
  jest.mocked(activeRemoteEntries).mockReset().mockResolvedValue(RENDERED_FROM);
  errors = jest.spyOn(console, 'error');
});
afterEach(() => {
  errors.mockRestore();
  document.body.replaceChildren();
});

test('an island hydrates on its own, with its ids and props, and the page around it stays plain HTML', async () => {
  const root = page(islandHtml());
  const button = root.querySelector('button')!;
  hydrateIslands(root, RENDERED_FROM);
  await settle();

  expect(root.dataset.render).toBe('islands');
  expect(islands()[0]!.dataset.islandState).toBe('hydrated');
  expect(loadFederatedModule).toHaveBeenCalledWith('marketing/Counter');
  expect(errors).not.toHaveBeenCalled();
  // The very node the server wrote, now React's; the text around it is not.
  expect(root.querySelector('button')).toBe(button);
  expect(reactOwned(button)).toBe(true);
  expect(reactOwned(root.querySelector('p')!)).toBe(false);
  expect(reactOwned(root.querySelector('h1')!)).toBe(false);
  await act(async () => button.click());
  expect(button).toHaveTextContent('Pressed 1');
});

test('an island that hydrates on interaction waits for a touch; a press held before is made once it has hydrated', async () => {
  const root = page(islandHtml({ hydrate: 'interaction' }));
  hydrateIslands(root, RENDERED_FROM);
  await settle();
  const [island] = islands();
  expect(island!.dataset.islandState).toBeUndefined();
  expect(loadFederatedModule).not.toHaveBeenCalled();

  // What shell/public/after-first-paint.js does with a press before the island hydrated.
  const button = root.querySelector('button')!;
  button.setAttribute('data-island-press', '');
  button.setAttribute('aria-busy', 'true');
  button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  await afterAFrame();

  expect(island!.dataset.islandState).toBe('hydrated');
  expect(button).toHaveTextContent('Pressed 1');
  expect(button).not.toHaveAttribute('data-island-press');
  expect(button).not.toHaveAttribute('aria-busy');
});

test("a tap that wakes an island is answered and painted first: the island's code loads at once, it hydrates in a task after the tap's frame", async () => {
  const root = page(islandHtml({ hydrate: 'interaction' }));
  hydrateIslands(root, RENDERED_FROM);
  await aTask();
  const [island] = islands();
  const button = root.querySelector('button')!;
  const order: string[] = [];
  const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((paint) =>
    Number(
      setTimeout(() => {
        order.push(`frame, hydrated: ${String(reactOwned(button))}`);
        paint(performance.now());
      }, 16),
    ),
  );
  document.addEventListener('click', () => order.push(`click, hydrated: ${String(reactOwned(button))}`));
  try {
    // The tap as a phone sends it: its pointer goes down (the island's code starts loading), then comes its click.
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await aTask();
    expect(loadFederatedModule).toHaveBeenCalledWith('marketing/Counter');
    expect(island!.dataset.islandState).toBe('loading');
    button.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    await aTask();
    expect(reactOwned(button)).toBe(false);
    await afterAFrame();
  } finally {
    frames.mockRestore();
  }
  // Nothing of React's ran in the tap's events nor before the frame after them: the browser painted the tap first.
  expect(order.slice(0, 2)).toEqual(['click, hydrated: false', 'frame, hydrated: false']);
  expect(island!.dataset.islandState).toBe('hydrated');
  expect(reactOwned(button)).toBe(true);
  expect(errors).not.toHaveBeenCalled();
});

test('islands whose code arrives together hydrate one per task, each after a yield, so a tap meanwhile is answered between them', async () => {
  const root = page(islandHtml({ hydrate: 'load', prefix: 'i0-' }), islandHtml({ hydrate: 'load', prefix: 'i1-', props: { label: 'Second' } }));
  let task = 0;
  const scheduler = {
    yield: jest.fn(
      () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            task += 1;
            resolve();
          }, 0),
        ),
    ),
  };
  const hydrating = jest.mocked(hydrateRoot).mockImplementation((...args) => {
    hydratedIn.push(task);
    return jest.requireActual<typeof ReactDomClient>('react-dom/client').hydrateRoot(...args);
  });
  const hydratedIn: number[] = [];
  Object.assign(globalThis, { scheduler });
  try {
    hydrateIslands(root, RENDERED_FROM);
    await afterAFrame();
  } finally {
    Reflect.deleteProperty(globalThis, 'scheduler');
    hydrating.mockImplementation(jest.requireActual<typeof ReactDomClient>('react-dom/client').hydrateRoot);
  }
  // scheduler.yield() where the browser has it; each island's hydration starts in a task of its own.
  expect(scheduler.yield).toHaveBeenCalledTimes(2);
  expect(hydratedIn).toEqual([1, 2]);
  expect(islands().map((island) => island.dataset.islandState)).toEqual(['hydrated', 'hydrated']);
});

test('islands of one page keep their own ids: each has its prefix', async () => {
  const root = page(islandHtml({ prefix: 'i0-', props: { label: 'First' } }), islandHtml({ prefix: 'i1-', props: { label: 'Second' } }));
  hydrateIslands(root, RENDERED_FROM);
  await settle();
  expect(islands().map((island) => island.dataset.islandState)).toEqual(['hydrated', 'hydrated']);
  const ids = [...root.querySelectorAll('span')].map((span) => span.id);
  expect(new Set(ids).size).toBe(2);
  expect(errors).not.toHaveBeenCalled();
});

test('an island whose module cannot be loaded keeps its HTML, lets a held press go, says so above it, and hydrates on Retry', async () => {
  jest.mocked(loadFederatedModule).mockRejectedValueOnce(new Error('remote down'));
  errors.mockImplementation(() => {});
  const root = page(islandHtml().replace('<frc-island ', '<frc-island data-label="the counter" '));
  const button = root.querySelector('button')!;
  button.setAttribute('data-island-press', '');
  hydrateIslands(root, RENDERED_FROM);
  await settle();
  expect(islands()[0]!.dataset.islandState).toBe('failed');
  expect(button).toHaveTextContent('Pressed 0');
  expect(button).not.toHaveAttribute('data-island-press');
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('The island marketing/Counter could not be loaded'), expect.any(Error));
  expect(screen.getByRole('alert')).toHaveTextContent('Sorry, we couldn’t load the counter.');

  await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
  await settle();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(islands()[0]!.dataset.islandState).toBe('hydrated');
  expect(root.querySelector('frc-island button')).toBe(button);
  await act(async () => button.click());
  expect(button).toHaveTextContent('Pressed 1');
});

test("an island whose remote runs its last good version (the current one failed) is rendered afresh, not hydrated over the current one's HTML", async () => {
  jest.mocked(activeRemoteEntries).mockResolvedValue({ marketing: 'https://cdn.example/marketing/1.9.0/mf-manifest.json' });
  const root = page(islandHtml());
  const served = root.querySelector('button')!;
  hydrateIslands(root, RENDERED_FROM);
  await settle();
  const button = root.querySelector('button')!;
  expect(button).not.toBe(served);
  expect(islands()[0]!.dataset.islandState).toBe('hydrated');
  await act(async () => button.click());
  expect(button).toHaveTextContent('Pressed 1');
  expect(errors).not.toHaveBeenCalled();
});

test('an island that hydrates when visible watches its content (the island itself has no box) and hydrates as it nears the screen', async () => {
  const watched: Element[] = [];
  let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => {};
  class FakeIntersectionObserver {
    constructor(callback: typeof report) {
      report = callback;
    }
    observe(element: Element) {
      watched.push(element);
    }
    unobserve() {}
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true, writable: true });
  try {
    const root = page(islandHtml({ hydrate: 'visible' }));
    hydrateIslands(root, RENDERED_FROM);
    await settle();
    const [island] = islands();
    expect(watched).toEqual([island!.firstElementChild]);
    expect(island!.dataset.islandState).toBeUndefined();

    await act(async () => report([{ target: island!.firstElementChild!, isIntersecting: true }]));
    await settle();
    expect(island!.dataset.islandState).toBe('hydrated');
  } finally {
    Reflect.deleteProperty(window, 'IntersectionObserver');
  }
});

test('an island reached for before this script ran (marked by the first script) hydrates at once', async () => {
  const root = page(islandHtml({ hydrate: 'interaction' }).replace('<frc-island ', '<frc-island data-island-touched="" '));
  hydrateIslands(root, RENDERED_FROM);
  await settle();
  expect(islands()[0]!.dataset.islandState).toBe('hydrated');
});

test("an island whose content is in the browser's storage (a kept draft) hydrates without waiting for a touch", async () => {
  sessionStorage.setItem('intake:draft:lead-form', '{}');
  try {
    const root = page(islandHtml({ hydrate: 'interaction' }).replace('<frc-island ', '<frc-island data-when-stored="session:intake:draft:lead-form" '));
    hydrateIslands(root, RENDERED_FROM);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 250)));
    expect(islands()[0]!.dataset.islandState).toBe('hydrated');
  } finally {
    sessionStorage.clear();
  }
});

test('an island that hydrates on scroll waits for the page to be scrolled', async () => {
  const root = page(islandHtml({ hydrate: 'scroll' }));
  hydrateIslands(root, RENDERED_FROM);
  await settle();
  expect(islands()[0]!.dataset.islandState).toBeUndefined();
  await act(async () => window.dispatchEvent(new Event('scroll')));
  await settle();
  expect(islands()[0]!.dataset.islandState).toBe('hydrated');
});
