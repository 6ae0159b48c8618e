// The shell's server bundle (dist/server/render.js, whose `load(context)` returns this module), loaded by the
// renderer of pre-rendered pages (packages/site-runtime/prerender.mjs) in Node: its exports are the ShellServerBundle the
// renderer takes (@frc/build-config/server/serverBundle). It provides the libraries the browser shares
// as singletons, which the renderer hands the remotes' server bundles in the page's render context, and renders a
// path with the tree the browser hydrates (src/bootstrap.tsx): the same App, the same StrictMode, a router at that path.
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import { prerender } from 'react-dom/static';
import * as router from 'react-router-dom';
import * as zustand from 'zustand';
import * as zustandVanilla from 'zustand/vanilla';
import * as session from '@frc/session';
import type { ShellServerBundle } from '@frc/build-config/server/serverBundle';
import * as federation from '@frc/federation';
import { App } from './app/App';
import { PrivateAreaPage } from './pages/PrivateAreaPage';
import { labelOf, routeOwnersOf, type RouteTable } from './routing/routeTable';

type Bundle = ShellServerBundle<RouteTable>;

export const shared: Bundle['shared'] = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-router-dom': router,
  zustand,
  'zustand/vanilla': zustandVanilla,
  '@frc/session': session,
  '@frc/federation': federation,
};

/** The route table of the remotes' routes documents (remote name → its routes.json), all read. */
export const routeTableOf: Bundle['routeTableOf'] = (documents) => ({
  owners: Object.entries(documents).flatMap(([remote, document]) => routeOwnersOf(document, remote)),
  complete: true,
});

const noReload = (table: RouteTable) => () => Promise.resolve(table);

/** HTML once everything `tree` shows has rendered; any error thrown while rendering rejects. */
async function renderWhole(tree: react.ReactNode, identifierPrefix?: string): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(tree, {
    identifierPrefix,
    // Every boundary inline, complete: no script that moves HTML into place (the page's policy allows no inline script).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);
}

function unescapeAttribute(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');
}

const ISLAND_MARKER = new RegExp(`<${federation.ISLAND_TAG} data-key="([^"]*)"></${federation.ISLAND_TAG}>`, 'g');

/**
 * The HTML inside #root for `path`, once everything it shows has rendered (lazy pages included). The page is
 * rendered first with each island as an empty marker (`Island`), then each island on its own, as the browser
 * hydrates it (`islandTree`, its ids prefixed `i<n>-`), into its marker: `<frc-island>` with what the browser needs
 * to hydrate it (its module, props, trigger, the federated modules it shows). Any error thrown while rendering
 * rejects: a page that cannot render whole is not pre-rendered (the browser renders it).
 */
export const renderPage: Bundle['renderPage'] = async (path, table) => {
  const islands = new Map<string, federation.IslandRecord>();
  const page = await renderWhole(
    <react.StrictMode>
      <federation.IslandCollector.Provider value={islands}>
        <router.MemoryRouter initialEntries={[path]}>
          <App routes={table} reloadRoutes={noReload(table)} />
        </router.MemoryRouter>
      </federation.IslandCollector.Provider>
    </react.StrictMode>,
  );
  const location = { pathname: path, search: '', hash: '', state: null };
  const rendered: string[] = [];
  for (const [, key] of page.matchAll(ISLAND_MARKER)) {
    const island = islands.get(unescapeAttribute(key ?? ''));
    if (!island) throw new Error(`No island was noted for the marker ${key}`);
    const prefix = `i${rendered.length}-`;
    let html = '';
    const modules = await federation.modulesShownWhile(async () => {
      html = await renderWhole(federation.islandTree(island.Component, island.props, { location, navigator: federation.staticNavigator }), prefix);
    });
    const attributes: [string, string][] = [
      ['data-island', island.module],
      ['data-hydrate', island.hydrate],
      ['data-prefix', prefix],
      ['data-props', JSON.stringify(island.props)],
      ...(island.label ? [['data-label', island.label] as [string, string]] : []),
      ...(island.whenStored ? [['data-when-stored', island.whenStored] as [string, string]] : []),
      ...(modules.length > 0 ? [['data-modules', modules.join(' ')] as [string, string]] : []),
    ];
    rendered.push(`<${federation.ISLAND_TAG} ${attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ')}>${html}</${federation.ISLAND_TAG}>`);
  }
  let index = 0;
  return page.replace(ISLAND_MARKER, () => rendered[index++] ?? '');
};

/**
 * The HTML inside #root of a private area's pages before the area's code has run (`title`: the area's, from its
 * routes.json; `remote`: its owner): the same for every page of the area, which the browser then renders.
 */
export const renderPrivatePage: NonNullable<Bundle['renderPrivatePage']> = (title, remote) =>
  renderWhole(<PrivateAreaPage title={title} label={labelOf(remote)} />);
