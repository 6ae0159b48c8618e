import '@frc/ui/global.scss';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import type { RouteTable } from './routing/routeTable';

export function renderSite(routes: RouteTable, reloadRoutes: () => Promise<RouteTable>): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const root = createRoot(container);
  // A transition: React renders the page in slices, so a long page never blocks the main thread for long.
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App routes={routes} reloadRoutes={reloadRoutes} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}
