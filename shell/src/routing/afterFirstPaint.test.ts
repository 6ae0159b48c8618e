// shell/public/after-first-paint.js: a pre-rendered page's scripts and preloads are added once the page is painted.
/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';

const SOURCE = fs.readFileSync(path.join(__dirname, '../../public/after-first-paint.js'), 'utf8');

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

let observers: { callback: PaintCallback; disconnected: boolean }[];

/** A PerformanceObserver that reports what the test says, when it says it. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  private readonly entry: { callback: PaintCallback; disconnected: boolean };
  constructor(callback: PaintCallback) {
    this.entry = { callback, disconnected: false };
    observers.push(this.entry);
  }
  observe(): void {}
  disconnect(): void {
    this.entry.disconnected = true;
  }
}

function paint(name: string): void {
  for (const observer of observers.filter((entry) => !entry.disconnected)) {
    observer.callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
  }
}

function pageWithTemplate(): void {
  document.head.innerHTML =
    '<template id="after-first-paint">' +
    '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">' +
    '<script defer="defer" src="/react-dom.1.js"></script><script defer="defer" src="/main.2.js"></script>' +
    '</template>';
}

const added = () => ({
  scripts: [...document.head.querySelectorAll(':scope > script')].map((script) => script.getAttribute('src')),
  preloads: [...document.head.querySelectorAll(':scope > link[rel="preload"]')].map((link) => link.getAttribute('href')),
});

beforeEach(() => {
  jest.useFakeTimers();
  observers = [];
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  pageWithTemplate();
});

afterEach(() => {
  jest.useRealTimers();
});

it('adds nothing before the first contentful paint, then the preloads and the scripts in order, once', () => {
  window.eval(SOURCE);
  paint('first-paint');
  jest.advanceTimersByTime(100);
  expect(added()).toEqual({ scripts: [], preloads: [] });

  paint('first-contentful-paint');
  jest.advanceTimersByTime(0);
  expect(added()).toEqual({ scripts: ['/react-dom.1.js', '/main.2.js'], preloads: ['/remotes.json'] });
  const scripts = [...document.head.querySelectorAll<HTMLScriptElement>(':scope > script')];
  // Made anew (a script copied from a template never runs), in order.
  expect(scripts.every((script) => !script.async)).toBe(true);

  // The fallback timer finds the work done.
  jest.advanceTimersByTime(20000);
  expect(added().scripts).toHaveLength(2);
});

it('still loads the scripts when no paint is ever reported', () => {
  window.eval(SOURCE);
  jest.advanceTimersByTime(9999);
  expect(added().scripts).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(added().scripts).toEqual(['/react-dom.1.js', '/main.2.js']);
});

it('waits one frame in a browser that cannot report paints', () => {
  Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true, writable: true });
  window.eval(SOURCE);
  expect(added().scripts).toEqual([]);
  jest.advanceTimersByTime(50);
  expect(added().scripts).toEqual(['/react-dom.1.js', '/main.2.js']);
});

it('does nothing on a page without the template (a page rendered in the browser)', () => {
  document.head.innerHTML = '';
  window.eval(SOURCE);
  jest.advanceTimersByTime(20000);
  expect(added()).toEqual({ scripts: [], preloads: [] });
});

it('adds a long template a few elements per task, in its order', () => {
  const manifests = ['a', 'b', 'c', 'd', 'e', 'f'].map((remote) => `https://${remote}.example/mf-manifest.json`);
  document.head.innerHTML =
    '<template id="after-first-paint">' +
    '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous">' +
    '<script defer="defer" src="/react-dom.1.js"></script><script defer="defer" src="/main.2.js"></script>' +
    manifests.map((url) => `<link rel="preload" href="${url}" as="fetch" crossorigin="anonymous">`).join('') +
    '</template>';
  window.eval(SOURCE);
  paint('first-contentful-paint');

  jest.advanceTimersToNextTimer();
  expect(added()).toEqual({ scripts: ['/react-dom.1.js', '/main.2.js'], preloads: ['/remotes.json', manifests[0]] });
  jest.advanceTimersToNextTimer();
  expect(added().preloads).toEqual(['/remotes.json', ...manifests.slice(0, 5)]);
  jest.advanceTimersToNextTimer();
  expect(added()).toEqual({ scripts: ['/react-dom.1.js', '/main.2.js'], preloads: ['/remotes.json', ...manifests] });
});

it('closes an open <details> menu on Escape before its island hydrated, focusing its summary; a hydrated one and a question are left alone', () => {
  document.body.innerHTML =
    '<frc-island data-island="shell/Header" data-hydrate="scroll"><details id="menu" open><summary id="toggle" aria-controls="panel">Open menu</summary><a id="faq" href="/faq">FAQ</a></details></frc-island>' +
    '<frc-island data-island="marketing/Faq" data-hydrate="visible"><details id="question" open><summary>A question</summary><a id="answer" href="/contact-us">Ask us</a></details></frc-island>' +
    '<frc-island data-island="shell/Footer" data-island-state="hydrated"><details id="done" open><summary aria-controls="more-panel">More</summary><a id="more" href="/about-us">About</a></details></frc-island>';
  window.eval(SOURCE);
  const escape = () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
  document.getElementById('faq')!.focus();
  escape();
  expect((document.getElementById('menu') as HTMLDetailsElement).open).toBe(false);
  expect(document.getElementById('toggle')).toHaveFocus();

  document.getElementById('more')!.focus();
  escape();
  expect((document.getElementById('done') as HTMLDetailsElement).open).toBe(true);

  document.getElementById('answer')!.focus();
  escape();
  expect((document.getElementById('question') as HTMLDetailsElement).open).toBe(true);
});

it('closes an open <details> menu when focus or a press leaves its bounds before its island hydrated; a hydrated one and a question are left alone', () => {
  document.body.innerHTML =
    '<frc-island data-island="shell/Header" data-hydrate="scroll"><header id="header"><a id="home" href="/">Home</a>' +
    '<details id="services" open><summary aria-controls="services-panel">Services</summary><a id="service" href="/kyc">KYC</a></details>' +
    '<details id="mobile" data-dismiss-region="header" open><summary aria-controls="mobile-panel">Open menu</summary><a id="mobile-link" href="/faq">FAQ</a></details>' +
    '</header></frc-island>' +
    '<frc-island data-island="marketing/Faq" data-hydrate="visible"><details id="question" open><summary>A question</summary><a id="answer" href="/contact-us">Ask us</a></details></frc-island>' +
    '<frc-island data-island="shell/Footer" data-island-state="hydrated"><details id="done" open><summary aria-controls="more-panel">More</summary><a id="more" href="/about-us">About</a></details></frc-island>' +
    '<a id="outside" href="/news">News</a>';
  window.eval(SOURCE);
  const isOpen = (id: string) => (document.getElementById(id) as HTMLDetailsElement).open;

  // Within the Services menu: it stays open. Focus on the header's home link: outside the Services menu, inside the
  // mobile menu's bounds (the header).
  document.getElementById('service')!.focus();
  expect(isOpen('services')).toBe(true);
  document.getElementById('home')!.focus();
  expect(isOpen('services')).toBe(false);
  expect(isOpen('mobile')).toBe(true);

  // A focusin sent to an island to wake it moves no focus: nothing closes.
  document.getElementById('outside')!.dispatchEvent(new FocusEvent('focusin'));
  expect(isOpen('mobile')).toBe(true);

  // Past the header: the mobile menu closes; the question and the hydrated island's menu are left as they are.
  document.getElementById('outside')!.focus();
  expect(isOpen('mobile')).toBe(false);
  expect(isOpen('question')).toBe(true);
  expect(isOpen('done')).toBe(true);

  // A press outside closes a menu reopened meanwhile; one inside does not.
  (document.getElementById('services') as HTMLDetailsElement).open = true;
  document.getElementById('service')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  expect(isOpen('services')).toBe(true);
  document.getElementById('outside')!.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  expect(isOpen('services')).toBe(false);
});

it('holds a press on a button of an island not yet hydrated, and lets links, hydrated islands and the rest of the page be', () => {
  document.body.innerHTML =
    '<frc-island data-island="marketing/BlogTabs" data-hydrate="load"><button id="waiting" type="button">Scams</button><a id="link" href="/faq">FAQ</a></frc-island>' +
    '<frc-island data-island="shell/Header" data-hydrate="load" data-island-state="hydrated"><button id="hydrated" type="button">Menu</button></frc-island>' +
    '<button id="outside" type="button">Outside</button>';
  window.eval(SOURCE);
  const click = (id: string) => {
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById(id)!.dispatchEvent(event);
    return event.defaultPrevented;
  };

  expect(click('waiting')).toBe(true);
  expect(document.getElementById('waiting')).toHaveAttribute('data-island-press');
  expect(document.getElementById('waiting')).toHaveAttribute('aria-busy', 'true');
  for (const id of ['link', 'hydrated', 'outside']) {
    expect(click(id)).toBe(false);
    expect(document.getElementById(id)).not.toHaveAttribute('data-island-press');
  }
});

it("holds ArrowDown or ArrowUp on a list's opener of an island not yet hydrated as a press of it, and leaves other keys and buttons be", () => {
  document.body.innerHTML =
    '<frc-island data-island="intake/LeadForm" data-hydrate="interaction"><button id="picker" type="button" aria-haspopup="listbox">+1</button><button id="plain" type="button">Next</button></frc-island>' +
    '<frc-island data-island="intake/ContactForm" data-hydrate="interaction" data-island-state="hydrated"><button id="hydrated" type="button" aria-haspopup="listbox">+44</button></frc-island>';
  // No scripts to bring here: the keys pressed must not leave this copy of the script waiting to add them in later tests.
  document.head.innerHTML = '';
  window.eval(SOURCE);
  const press = (id: string, key: string) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    document.getElementById(id)!.dispatchEvent(event);
    return event.defaultPrevented;
  };

  expect(press('picker', 'Tab')).toBe(false);
  expect(document.getElementById('picker')).not.toHaveAttribute('data-island-press');
  expect(press('picker', 'ArrowDown')).toBe(true);
  expect(document.getElementById('picker')).toHaveAttribute('data-island-press');
  expect(document.getElementById('picker')).toHaveAttribute('aria-busy', 'true');
  for (const id of ['plain', 'hydrated']) {
    expect(press(id, 'ArrowUp')).toBe(false);
    expect(document.getElementById(id)).not.toHaveAttribute('data-island-press');
  }
});

describe('a page of islands that all wait for the visitor', () => {
  const island = (module: string, hydrate: string, whenStored = '') =>
    `<frc-island data-island="${module}" data-hydrate="${hydrate}"${whenStored ? ` data-when-stored="${whenStored}"` : ''}><button id="${module.replace('/', '-')}" type="button">Press</button></frc-island>`;
  const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>(':scope > link[rel="prefetch"]')].map((link) => link.getAttribute('href'));

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('only fetches its scripts after the paint, and runs them when the visitor reaches for an island, which it marks', () => {
    document.body.innerHTML = `<p id="text">Text</p>${island('shell/Header', 'interaction', 'local:user')}${island('intake/LeadForm', 'interaction', 'session:intake:draft:lead-form')}`;
    window.eval(SOURCE);
    paint('first-contentful-paint');
    jest.advanceTimersByTime(20000);
    expect(added()).toEqual({ scripts: [], preloads: [] });
    expect(prefetched()).toEqual(['/react-dom.1.js', '/main.2.js']);
    // Valid HTML: `as` belongs to preloads only.
    expect(document.head.querySelector('link[rel="prefetch"][as]')).toBeNull();

    // Touching the text is not reaching for an island.
    document.getElementById('text')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    jest.advanceTimersByTime(100);
    expect(added().scripts).toEqual([]);

    document.getElementById('intake-LeadForm')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    jest.advanceTimersByTime(100);
    expect(added()).toEqual({ scripts: ['/react-dom.1.js', '/main.2.js'], preloads: ['/remotes.json'] });
    expect(document.querySelector('frc-island[data-island="intake/LeadForm"]')).toHaveAttribute('data-island-touched');
    expect(document.querySelector('frc-island[data-island="shell/Header"]')).not.toHaveAttribute('data-island-touched');
  });

  it('answers a tap first: the scripts it brings are added in a task after the frame that shows the open menu', () => {
    document.body.innerHTML =
      '<frc-island data-island="shell/Header" data-hydrate="scroll"><details id="menu"><summary id="toggle">Open menu</summary><a href="/faq">FAQ</a></details></frc-island>';
    window.eval(SOURCE);
    paint('first-contentful-paint');
    jest.advanceTimersByTime(0);
    const order: string[] = [];
    const frames = jest.spyOn(window, 'requestAnimationFrame');
    const toggle = document.getElementById('toggle')!;
    toggle.addEventListener('click', () => order.push(`click: ${added().scripts.length} scripts`));

    // The finger goes down: the island is marked, and nothing more happens until the tap is over.
    toggle.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(document.querySelector('frc-island')).toHaveAttribute('data-island-touched');
    jest.advanceTimersByTime(500);
    expect(added().scripts).toEqual([]);
    expect(frames).not.toHaveBeenCalled();
    // Its click opens the menu; the scripts wait for the next frame, and come in a task after it.
    toggle.click();
    expect((document.getElementById('menu') as HTMLDetailsElement).open).toBe(true);
    expect(added().scripts).toEqual([]);
    expect(frames).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(100);
    expect(order).toEqual(['click: 0 scripts']);
    expect(added().scripts).toEqual(['/react-dom.1.js', '/main.2.js']);
    frames.mockRestore();
  });

  it('brings the scripts a second after a finger went down on an island when no click followed', () => {
    document.body.innerHTML = island('intake/LeadForm', 'interaction');
    window.eval(SOURCE);
    paint('first-contentful-paint');
    document.getElementById('intake-LeadForm')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    jest.advanceTimersByTime(900);
    expect(added().scripts).toEqual([]);
    jest.advanceTimersByTime(200);
    expect(added().scripts).toEqual(['/react-dom.1.js', '/main.2.js']);
  });

  it('brings the scripts for a field of an island that had the focus before this script ran', () => {
    document.body.innerHTML = `<p>Text</p><frc-island data-island="intake/LeadForm" data-hydrate="interaction"><input id="first-name"></frc-island>`;
    document.getElementById('first-name')!.focus();
    window.eval(SOURCE);
    expect(document.querySelector('frc-island')).toHaveAttribute('data-island-touched');
    jest.advanceTimersByTime(100);
    expect(added().scripts).toEqual(['/react-dom.1.js', '/main.2.js']);
  });

  it('leaves the scripts waiting when the focus is outside every island', () => {
    document.body.innerHTML = `<a id="link" href="/faq">FAQ</a>${island('intake/LeadForm', 'interaction')}`;
    document.getElementById('link')!.focus();
    window.eval(SOURCE);
    jest.advanceTimersByTime(100);
    expect(added().scripts).toEqual([]);
    expect(document.querySelector('frc-island')).not.toHaveAttribute('data-island-touched');
  });

  it("reads the browser's storage only after the paint, each area in an idle task of its own (a first read can be slow)", () => {
    localStorage.setItem('user', '{"email":"client@example.com"}');
    const reads: string[] = [];
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      reads.push(`${this === window.localStorage ? 'local' : 'session'}:${key}`);
      return null;
    });
    const idle = jest.fn<unknown, [run: () => void, options: { timeout: number }]>((run) => setTimeout(run, 0));
    Object.defineProperty(window, 'requestIdleCallback', { value: idle, configurable: true, writable: true });
    try {
      document.body.innerHTML = `${island('shell/Header', 'interaction', 'local:user')}${island('intake/LeadForm', 'interaction', 'session:intake:draft:lead-form')}`;
      window.eval(SOURCE);
      paint('first-contentful-paint');
      expect(reads).toEqual([]);
      // The task after the paint's only asks for an idle moment.
      jest.advanceTimersToNextTimer();
      expect(reads).toEqual([]);
      expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
      jest.advanceTimersToNextTimer();
      expect(reads).toEqual(['local:user']);
      jest.advanceTimersToNextTimer();
      expect(reads).toEqual(['local:user', 'session:intake:draft:lead-form']);
      expect(prefetched()).toEqual([]);
      // Nothing kept: the scripts are fetched, one in each idle task.
      jest.advanceTimersToNextTimer();
      expect(prefetched()).toEqual(['/react-dom.1.js']);
      jest.advanceTimersToNextTimer();
      expect(prefetched()).toEqual(['/react-dom.1.js', '/main.2.js']);
      jest.advanceTimersByTime(20000);
      expect(added().scripts).toEqual([]);
    } finally {
      getItem.mockRestore();
      delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });

  it('fetches nothing while the page is still loading: its scripts are prefetched once it has loaded', () => {
    let readyState: DocumentReadyState = 'interactive';
    const state = jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    try {
      document.body.innerHTML = island('shell/Header', 'scroll', 'local:user');
      window.eval(SOURCE);
      paint('first-contentful-paint');
      jest.advanceTimersByTime(20000);
      expect(prefetched()).toEqual([]);

      readyState = 'complete';
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(100);
      expect(prefetched()).toEqual(['/react-dom.1.js', '/main.2.js']);
      expect(added().scripts).toEqual([]);
    } finally {
      state.mockRestore();
    }
  });

  it('runs them after the paint when what an island shows is in storage (a session, a kept draft), or an island hydrates at once', () => {
    localStorage.setItem('user', '{"email":"client@example.com"}');
    document.body.innerHTML = island('shell/Header', 'interaction', 'local:user');
    window.eval(SOURCE);
    paint('first-contentful-paint');
    jest.advanceTimersByTime(100);
    expect(added().scripts).toEqual(['/react-dom.1.js', '/main.2.js']);

    localStorage.clear();
    sessionStorage.setItem('intake:draft:lead-form', '{}');
    pageWithTemplate();
    document.body.innerHTML = `${island('shell/Header', 'interaction', 'local:user')}${island('intake/LeadForm', 'interaction', 'session:intake:draft:lead-form')}`;
    window.eval(SOURCE);
    paint('first-contentful-paint');
    jest.advanceTimersByTime(100);
    expect(added().scripts).toEqual(['/react-dom.1.js', '/main.2.js']);

    sessionStorage.clear();
    pageWithTemplate();
    document.body.innerHTML = `${island('shell/Header', 'interaction', 'local:user')}${island('portal/LoginView', 'load')}`;
    window.eval(SOURCE);
    paint('first-contentful-paint');
    jest.advanceTimersByTime(100);
    expect(added().scripts).toEqual(['/react-dom.1.js', '/main.2.js']);
  });
});
