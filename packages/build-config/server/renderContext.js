// The render context of one pre-rendered page: everything the renderer (packages/site-runtime/prerender.mjs) hands the server
// bundles it loads for that page, and everything they note for it while it renders. The renderer gives it to each
// bundle through the bundle's `load(context)` (serverConfig.js), before any of the bundle's modules runs; the
// modules that need it read it here. Each server bundle has its own copy of this module and is loaded afresh for
// each page, so nothing one page noted reaches the next. In the browser nothing provides one.
let current;

/** Called by a server bundle's `load`, first. */
function provideRenderContext(context) {
  current = context;
}

/** The context of the page this bundle renders, or undefined (in the browser, in a test that gave none). */
function renderContext() {
  return current;
}

module.exports = { provideRenderContext, renderContext };
