// The hand-off between the renderer of pre-rendered pages (packages/site-runtime/prerender.mjs, which renders in
// packages/site-runtime/renderWorker.mjs) and the server bundles it loads: what each bundle's `load(context)` gives back, and
// what one page's render returns to the renderer. The shell's src/server.tsx and @frc/federation implement the
// bundle's side; the renderer's files name these types in JSDoc (checked by packages/site-runtime/tsconfig.json).
import type { PublishedContent } from '@frc/contracts/browser';
import type { PageHead, RenderContext } from './renderContext';

/** A server bundle (dist/server/render.js): `load` takes the page's render context before any of its modules runs. */
export interface ServerBundle<Loaded> {
  load(context: RenderContext): Loaded;
}

/** @frc/federation's side of a page's render: the modules the renderer provides, and those the page showed. */
export interface FederationOnServer {
  /**
   * Hands over the modules the renderer has already loaded (`remote/Module` → module) and forgets what was shown.
   * `load`, if given, loads any other module when the page first asks for it (undefined: no such module).
   */
  provideLoadedModules(modules: Readonly<Record<string, unknown>>, load?: (id: string) => unknown): void;
  /** The modules rendered since `provideLoadedModules`. */
  modulesShown(): string[];
}

/** The libraries shared as singletons (shared.js), as the shell's bundle provides them: module name → module. */
export interface SharedLibraries extends Record<string, unknown> {
  '@frc/federation': FederationOnServer;
}

/**
 * What the shell's server bundle gives the renderer. `Table` is the shell's route table, which the renderer only
 * hands back to `renderPage`.
 */
export interface ShellServerBundle<Table = unknown> {
  /** Put into the render context (`shared`) before a remote's bundle is loaded, so one React renders them all. */
  shared: SharedLibraries;
  /** The route table of the remotes' routes documents (remote name → its routes.json). */
  routeTableOf(documents: Record<string, unknown>): Table;
  /** The HTML inside #root for `path`; rejects when the page cannot render whole. */
  renderPage(path: string, table: Table): Promise<string>;
  /** The HTML inside #root of a private area's pages; absent from a shell built before areas had one. */
  renderPrivatePage?(title: string, remote: string): Promise<string>;
}

/** A remote's server bundle gives its exposed modules, by exposed name (`LeadForm`). */
export type RemoteServerModules = Record<string, unknown>;

/** What the renderer sets for a render of the site, once for each worker it uses. */
export interface RenderSettings {
  origin: string;
  /** Remote name → the URL its version's files are served from (ending in /). */
  publicPaths: Record<string, string>;
  /** Remote name → its routes.json. */
  documents: Record<string, unknown>;
  content: PublishedContent | null;
}

/** What the render of one page gives the renderer back. */
export interface RenderedPage {
  /** The HTML inside #root. */
  html: string;
  head: PageHead;
  /** The style sources the page's modules used (RenderContext.stylesUsed). */
  stylesUsed: string[];
  /** The federated modules the page shows (`remote/Module`). */
  modules: string[];
}
