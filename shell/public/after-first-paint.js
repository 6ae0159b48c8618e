// A pre-rendered page is whole HTML: the visitor can read it before any script has run. This file is the only
// script such a page loads at first. Once the browser has painted the page (its first contentful paint), it adds
// what the page's <template id="after-first-paint"> holds: the shell's scripts and the preloads of the remote map
// and manifests, which then hydrate the page. Before the paint, those downloads would only compete with the
// page's HTML and style sheets for the visitor's bandwidth and main thread.
// Plain script, no build step: it must be tiny, and run in any browser the pages are served to.
(function () {
  'use strict';
  // A form marked data-send-when-ready takes a press of its button before the page's script has run: its button
  // (disabled in the HTML, for a browser without JavaScript) is enabled, and a press is held rather than lost or
  // sent as a plain form. The form gets data-submit-pending (its "Sending…" shows) and sends once hydrated, with
  // what was typed. The form removes data-send-when-ready when it takes over, and this stands down.
  var holding = document.querySelectorAll('form[data-send-when-ready] button[type="submit"][disabled]');
  for (var b = 0; b < holding.length; b += 1) holding[b].disabled = false;
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!form || !form.hasAttribute || !form.hasAttribute('data-send-when-ready')) return;
      event.preventDefault();
      // React, hydrating meanwhile, would replay the press too: it is the form's to send, once.
      event.stopPropagation();
      form.setAttribute('data-submit-pending', '');
    },
    true,
  );

  // A button marked data-press-when-ready (the consultation wizard's opener) holds a press in the same way: it is
  // marked data-press-pending and aria-busy, and does what was asked once hydrated.
  document.addEventListener(
    'click',
    function (event) {
      var button = event.target && event.target.closest ? event.target.closest('[data-press-when-ready]') : null;
      if (!button) return;
      event.preventDefault();
      event.stopPropagation();
      button.setAttribute('data-press-pending', '');
      button.setAttribute('aria-busy', 'true');
    },
    true,
  );

  // A button inside an island of the page (<frc-island>, docs/rendering.md) that has not hydrated yet holds a press
  // the same way: marked data-island-press and aria-busy, it is pressed again once its island has hydrated
  // (shell/src/islands/hydrateIslands.tsx). The buttons above, and links, are not held.
  function holdIslandPress(button, event) {
    var island = button ? button.closest('frc-island') : null;
    if (!island || island.getAttribute('data-island-state') === 'hydrated' || island.getAttribute('data-island-state') === 'failed') return;
    if (button.closest('[data-press-when-ready]') || (button.type === 'submit' && button.form && button.form.hasAttribute('data-send-when-ready'))) return;
    event.preventDefault();
    event.stopPropagation();
    button.setAttribute('data-island-press', '');
    button.setAttribute('aria-busy', 'true');
  }
  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      holdIslandPress(target && target.closest ? target.closest('button') : null, event);
    },
    true,
  );
  // A list's opener (the forms' country code picker) opens with ArrowDown or ArrowUp as with a press. Such a key,
  // pressed before the island hydrated, is held as a press of the opener (which opens the list the same way), not
  // lost: the key that woke the island would otherwise open nothing.
  document.addEventListener(
    'keydown',
    function (event) {
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
      var target = event.target;
      holdIslandPress(target && target.closest ? target.closest('button[aria-haspopup="listbox"]') : null, event);
    },
    true,
  );

  // A menu that is a <details> (the header's, whose <summary> names its panel with aria-controls) opens and closes
  // from the HTML alone. A question's <details> (no aria-controls) is not a menu and stays as it is. Returns the
  // menu's <summary> while its island has not hydrated (after, the menu's own code answers), else null.
  function menuToggleBeforeHydration(details) {
    var summary = details ? details.firstElementChild : null;
    if (!summary || summary.nodeName !== 'SUMMARY' || !summary.hasAttribute('aria-controls')) return null;
    var island = details.closest('frc-island');
    return island && island.getAttribute('data-island-state') !== 'hydrated' ? summary : null;
  }

  // Escape closes such a menu, as its hydrated code does, and puts the focus back on its <summary>: pressed before
  // its island has hydrated, the key would otherwise do nothing (the press wakes the island, and is then gone).
  document.addEventListener(
    'keydown',
    function (event) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      var focused = document.activeElement;
      var details = focused && focused.closest ? focused.closest('details[open]') : null;
      var summary = menuToggleBeforeHydration(details);
      if (!summary) return;
      details.open = false;
      summary.focus();
    },
    true,
  );

  // Focus moving on past such a menu, or a press outside it, closes it too, as its hydrated code does: before its
  // island has hydrated nothing else would, and the hydrated code adopts the menu as it finds it, open over the page.
  // The menu's bounds are the <details>, or the ancestor its data-dismiss-region names (the mobile menu's: the header).
  function closeMenusLeft(event) {
    // Only a real move of the focus: a focusin sent to wake an island (the tests send one) moves nothing.
    if (event.type === 'focusin' && event.target !== document.activeElement) return;
    if (!(event.target instanceof Node)) return;
    var menus = document.querySelectorAll('details[open]');
    for (var m = 0; m < menus.length; m += 1) {
      var menu = menus[m];
      if (!menuToggleBeforeHydration(menu)) continue;
      var region = menu.getAttribute('data-dismiss-region');
      var bounds = (region && menu.closest(region)) || menu;
      if (!bounds.contains(event.target)) menu.open = false;
    }
  }
  document.addEventListener('focusin', closeMenusLeft, true);
  document.addEventListener('mousedown', closeMenusLeft, true);

  var template = document.getElementById('after-first-paint');
  if (!template || !('content' in template)) return;
  var started = false;

  // Each element added starts a request: a few per task, so adding them never holds the main thread for long
  // on a slow phone (the scripts still run in the template's order: they are not async).
  var PER_TASK = 4;

  function add(node) {
    if (node.nodeName === 'SCRIPT') {
      // A script copied from a template never runs: it is made anew, in order (not async).
      var script = document.createElement('script');
      for (var a = 0; a < node.attributes.length; a += 1) script.setAttribute(node.attributes[a].name, node.attributes[a].value);
      script.async = false;
      document.head.appendChild(script);
    } else {
      document.head.appendChild(document.importNode(node, true));
    }
  }

  function start() {
    if (started) return;
    started = true;
    var elements = [];
    var nodes = template.content.childNodes;
    for (var i = 0; i < nodes.length; i += 1) if (nodes[i].nodeType === 1) elements.push(nodes[i]);
    var next = 0;
    (function addSome() {
      for (var end = Math.min(next + PER_TASK, elements.length); next < end; next += 1) add(elements[next]);
      if (next < elements.length) setTimeout(addSome, 0);
    })();
  }
  // A page of islands (<frc-island>, docs/rendering.md) whose islands all wait for the visitor runs no script
  // until then: once the page has loaded its scripts are only fetched (prefetch: into the cache, not run), and they are
  // added when the visitor first reaches for an island (the island is marked data-island-touched, so it hydrates
  // at once) or an island that hydrates when visible nears the screen. Scripts come at once after the paint for an
  // island that hydrates at once or when idle, or one whose content is in the browser's storage (data-when-stored:
  // `local:<key>` or `session:<key>`; a signed-in visitor's header, a request kept unsent).
  var islands = document.querySelectorAll('frc-island[data-island]');
  function stored(where) {
    var colon = where.indexOf(':');
    try {
      var area = where.slice(0, colon) === 'local' ? window.localStorage : where.slice(0, colon) === 'session' ? window.sessionStorage : null;
      return area !== null && area.getItem(where.slice(colon + 1)) !== null;
    } catch {
      // Storage disabled by the browser: nothing kept there either.
      return false;
    }
  }
  // The not-found page is served for any address without a page, a private area's included (a case's), which is the
  // area's app to render: the shell's script decides at once.
  function notFoundPage() {
    var root = document.getElementById('root');
    try {
      return JSON.parse(root.getAttribute('data-prerendered')).notFound === true;
    } catch {
      return false;
    }
  }
  function hydratesAtOnce() {
    if (islands.length === 0 || notFoundPage()) return true;
    for (var n = 0; n < islands.length; n += 1) {
      var when = islands[n].getAttribute('data-hydrate');
      if (when === 'load' || when === 'idle') return true;
    }
    return false;
  }
  // Work that can wait for the browser to be idle (requestIdleCallback, at most `timeout` ms later), or a task of its
  // own where the browser has no idle callbacks.
  function whenIdle(run, timeout) {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: timeout });
    else setTimeout(run, 0);
  }
  // Storage is read only after the paint, each storage area in an idle task of its own: the first read of a page's
  // storage waits for the browser to open that area, tens of milliseconds on a slow phone, which would otherwise
  // delay the paint, or hold a tap for both areas at once.
  function keptIn(area) {
    for (var n = 0; n < islands.length; n += 1) {
      var where = islands[n].getAttribute('data-when-stored');
      if (where && where.slice(0, where.indexOf(':')) === area && stored(where)) return true;
    }
    return false;
  }
  var AREAS = ['local', 'session'];
  var STORAGE_WAIT_MS = 1000;
  function readStorage(index) {
    if (started) return;
    if (index >= AREAS.length) return prefetchOnceLoaded();
    if (keptIn(AREAS[index])) return start();
    whenIdle(function () {
      readStorage(index + 1);
    }, STORAGE_WAIT_MS);
  }
  var atOnce = hydratesAtOnce();

  // The scripts a touch will run are fetched into the cache once the page has loaded (its images and style sheets
  // first, which the visitor sees), one in each idle task: a request started is a few milliseconds of the main
  // thread on a slow phone.
  var PREFETCH_WAIT_MS = 3000;
  function prefetchOnceLoaded() {
    if (document.readyState !== 'complete') {
      window.addEventListener('load', prefetchOnceLoaded, { once: true });
      return;
    }
    var scripts = template.content.querySelectorAll('script[src]');
    var p = 0;
    (function prefetchOne() {
      if (started || p >= scripts.length) return;
      // No `as`: the HTML standard allows it on preloads only; a prefetch goes into the HTTP cache either way.
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = scripts[p].getAttribute('src');
      document.head.appendChild(link);
      p += 1;
      whenIdle(prefetchOne, PREFETCH_WAIT_MS);
    })();
  }

  var decided = false;
  function decide() {
    if (decided || started) return;
    decided = true;
    if (atOnce) start();
    else
      whenIdle(function () {
        readStorage(0);
      }, STORAGE_WAIT_MS);
  }
  // After the task that reported the paint, so the scripts' requests start once the frame is out.
  function afterPaint() {
    setTimeout(decide, 0);
  }

  // The tap first: the scripts a touch brings are added once the browser has handled the touch and painted what it
  // did (a <details> menu opened by the click that ends a tap), in a task after that frame. Added in the touch's own
  // task, their requests and then their compiling would hold that frame back on a slow phone.
  var ENDS = ['click', 'pointercancel', 'touchcancel', 'keyup'];
  var waiting = false;
  function startAfterPaint() {
    if (started) return;
    // A hidden page paints no frame: a tenth of a second then.
    var late = setTimeout(start, 100);
    if (typeof requestAnimationFrame === 'function')
      requestAnimationFrame(function () {
        clearTimeout(late);
        setTimeout(start, 0);
      });
  }
  function startAfterTheTap(type) {
    if (started || waiting) return;
    waiting = true;
    // A pointer, a finger or a key going down: the interaction ends with its click (or its release, or a scroll).
    if (type !== 'pointerdown' && type !== 'touchstart' && type !== 'keydown') return startAfterPaint();
    var done = false;
    var ended = function () {
      if (done) return;
      done = true;
      for (var e = 0; e < ENDS.length; e += 1) document.removeEventListener(ENDS[e], ended, true);
      startAfterPaint();
    };
    for (var e = 0; e < ENDS.length; e += 1) document.addEventListener(ENDS[e], ended, true);
    setTimeout(ended, 1000);
  }

  if (!atOnce) {
    var wake = function (event) {
      var target = event.target;
      var island = target && target.closest ? target.closest('frc-island') : null;
      if (!island) return;
      island.setAttribute('data-island-touched', '');
      startAfterTheTap(event.type);
    };
    var touches = ['pointerdown', 'touchstart', 'focusin', 'keydown', 'mouseover', 'input', 'change'];
    // An island that hydrates when the page is first scrolled (the header, fixed past 50 px) brings the scripts then.
    window.addEventListener(
      'scroll',
      function () {
        var scrolled = false;
        for (var s = 0; s < islands.length; s += 1) {
          if (islands[s].getAttribute('data-hydrate') !== 'scroll') continue;
          islands[s].setAttribute('data-island-touched', '');
          scrolled = true;
        }
        if (scrolled) start();
      },
      { once: true, passive: true },
    );
    for (var t = 0; t < touches.length; t += 1) document.addEventListener(touches[t], wake, true);
    // Reached for before this script ran (it is deferred: the page is whole HTML before it comes), a field of an
    // island already has the focus: its touch was missed, and the visitor is waiting for it.
    var focused = document.activeElement;
    var reached = focused && focused.closest ? focused.closest('frc-island') : null;
    if (reached) {
      reached.setAttribute('data-island-touched', '');
      startAfterPaint();
    }
    if (typeof IntersectionObserver === 'function') {
      var near = new IntersectionObserver(
        function (entries) {
          for (var e = 0; e < entries.length; e += 1) if (entries[e].isIntersecting) start();
        },
        { rootMargin: '200px 0px' },
      );
      // An island is `display: contents`, without a box of its own: its children are watched.
      for (var v = 0; v < islands.length; v += 1) {
        if (islands[v].getAttribute('data-hydrate') !== 'visible') continue;
        for (var c = 0; c < islands[v].children.length; c += 1) near.observe(islands[v].children[c]);
      }
    }
  }
  // Should a browser never report the paint, the scripts still come. Late: on a slow connection the page's style
  // sheets may well take seconds, and the paint waits for them.
  setTimeout(decide, 10000);
  var types = (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') === -1) {
    requestAnimationFrame(afterPaint);
    return;
  }
  var observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    afterPaint();
  });
  observer.observe({ type: 'paint', buffered: true });
})();
