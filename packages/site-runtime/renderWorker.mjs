// @ts-check
// The pages' renders, one at a time, in a worker thread that prerender.mjs starts with a memory limit
// and stops after a time limit (`pageRenderer`): whatever an editor's content makes a template do, it costs that
// page only. The worker is given its bundles when it starts, and each render's settings (origin, routes, content)
// in a first message, so the render watcher's next render finds it running. For each page the server bundles are
// loaded afresh with a render context of their own
// (packages/build-config/server/renderContext.js), the shell's first (its shared libraries go into it for the
// remotes); what the page noted while rendering (its head, its style sources, the modules it shows) goes back.
// What the bundles give and what goes back are typed once, in packages/build-config/server/serverBundle.d.ts
// (checked here by packages/site-runtime/tsconfig.json).
import { createRequire, enableCompileCache } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';

// A new worker compiles the bundles afresh (React's server renderer among them): the compiled code is kept on disk
// (os.tmpdir()), so a publish's render starts at once. Where that cannot be written it just compiles.
enableCompileCache();
/**
 * @import { RenderContext } from '@frc/build-config/server/renderContext'
 * @import { RemoteServerModules, RenderedPage, RenderSettings, ServerBundle, ShellServerBundle } from '@frc/build-config/server/serverBundle'
 */

const require = createRequire(import.meta.url);
/** @type {{ shellBundle: string, remotes: { name: string, bundle: string }[] }} */
const { shellBundle, remotes } = workerData;
const bundleDirs = [path.dirname(shellBundle), ...remotes.map((remote) => path.dirname(remote.bundle))];
/** @type {RenderSettings} */
let settings;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/** The shell's bundle loaded afresh (every bundle forgotten first), with a new render context. */
function freshShell() {
  for (const file of Object.keys(require.cache)) if (bundleDirs.some((dir) => file.startsWith(dir + path.sep))) delete require.cache[file];
  const { origin, publicPaths, content } = settings;
  /** @type {RenderContext} */
  const context = { origin, shared: {}, publicPaths, stylesUsed: new Set(), head: { jsonLd: {} }, ...(content ? { content } : {}) };
  /** @type {ServerBundle<ShellServerBundle>} */
  const bundle = require(shellBundle);
  const shell = bundle.load(context);
  context.shared = shell.shared;
  return { context, shell };
}

/**
 * A remote's exposed modules (name → module), its server bundle loaded into the page's render context.
 * @param {{ name: string, bundle: string }} remote
 * @param {RenderContext} context
 * @returns {RemoteServerModules}
 */
function exposedModules(remote, context) {
  /** @type {Partial<ServerBundle<RemoteServerModules>>} */
  const { load } = require(remote.bundle);
  if (typeof load !== 'function') throw new Error(`${remote.bundle} was built before server bundles took a render context: rebuild ${remote.name}`);
  return load(context);
}

/**
 * @param {string} address
 * @returns {Promise<RenderedPage>}
 */
async function renderAddress(address) {
  const { context, shell } = freshShell();
  const federation = shell.shared['@frc/federation'];
  if (federation.provideLoadedModules.length >= 2) {
    // A remote's bundle is loaded when the page first shows one of its modules: most pages show one or two remotes,
    // and loading a bundle costs about as much as rendering the page.
    /** @type {Map<string, RemoteServerModules>} */
    const loaded = new Map();
    federation.provideLoadedModules({}, (id) => {
      const slash = id.indexOf('/');
      const remote = remotes.find((each) => each.name === id.slice(0, slash));
      if (!remote) return undefined;
      let modules = loaded.get(remote.name);
      if (!modules) loaded.set(remote.name, (modules = exposedModules(remote, context)));
      return modules[id.slice(slash + 1)];
    });
  } else {
    // A shell built before its registry could load modules as the page asks: every remote's, first.
    /** @type {Record<string, unknown>} */
    const modules = {};
    for (const remote of remotes) for (const [name, exposed] of Object.entries(exposedModules(remote, context))) modules[`${remote.name}/${name}`] = exposed;
    federation.provideLoadedModules(modules);
  }
  const html = await shell.renderPage(address, shell.routeTableOf(settings.documents));
  return { html, head: context.head, stylesUsed: [...context.stylesUsed], modules: federation.modulesShown() };
}

/**
 * The neutral page of a private area (shell/src/pages/PrivateAreaPage.tsx), from the shell's bundle alone; empty
 * from a shell built before it had one (the browser's page then shows nothing until the area's code has run).
 * @param {{ title: string, remote: string }} area
 * @returns {Promise<Pick<RenderedPage, 'html'>>}
 */
async function renderPrivate({ title, remote }) {
  const { shell } = freshShell();
  return { html: typeof shell.renderPrivatePage === 'function' ? await shell.renderPrivatePage(title, remote) : '' };
}

port.on('message', async (task) => {
  if (task.settings) {
    settings = task.settings;
    return;
  }
  try {
    port.postMessage({ id: task.id, result: task.private ? await renderPrivate(task.private) : await renderAddress(task.address) });
  } catch (error) {
    const thrown = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ id: task.id, error: { message: thrown.message, stack: thrown.stack } });
  }
});
