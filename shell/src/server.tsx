// The shell's server bundle (dist/server/render.js, whose `load(context)` returns this module), loaded by the
// renderer of pre-rendered pages (scripts/lib/prerender.mjs) in Node. It provides the libraries the browser shares
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
import * as federation from '@frc/federation';
import { App } from './app/App';
import { routeOwnersOf, type RouteTable } from './routing/routeTable';

export const shared: Record<string, unknown> = {
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
export function routeTableOf(documents: Record<string, unknown>): RouteTable {
  return { owners: Object.entries(documents).flatMap(([remote, document]) => routeOwnersOf(document, remote)), complete: true };
}

const noReload = (table: RouteTable) => () => Promise.resolve(table);

/**
 * The HTML inside #root for `path`, once everything it shows has rendered (lazy pages included). Any error
 * thrown while rendering rejects: a page that cannot render whole is not pre-rendered (the browser renders it).
 */
export async function renderPage(path: string, table: RouteTable): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerender(
    <react.StrictMode>
      <router.MemoryRouter initialEntries={[path]}>
        <App routes={table} reloadRoutes={noReload(table)} />
      </router.MemoryRouter>
    </react.StrictMode>,
    {
      // Every boundary inline, complete: no script that moves HTML into place (the page's policy allows no inline script).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failure ??= error;
      },
    },
  );
  const html = await new Response(prelude).text();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return html;
}
