import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FederatedModule, RemoteFailure, type RemoteAppProps } from '@frc/federation';
import { MainLayout } from '../layout/MainLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { findRouteOwner, labelOf, UNOWNED_PAGE_LABEL, type RouteTable } from '../routing/routeTable';
import { ScrollToTopOnNavigate } from '../routing/ScrollToTopOnNavigate';

const notFound = <NotFoundPage />;

interface AppProps {
  /** Which remote owns which path, as read at start-up. */
  routes: RouteTable;
  /** Reads the remotes' routes again (the Retry of a path no remote claimed while one could not be read). */
  reloadRoutes: () => Promise<RouteTable>;
  /** Called once React has committed the site's first render (for a hydrated page: the page answers clicks). */
  onFirstCommit?: () => void;
}

export function App({ routes: initialRoutes, reloadRoutes, onFirstCommit }: AppProps) {
  const { pathname } = useLocation();
  // A prop, not a component of its own: the tree stays the server's, so every useId is the same.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the first commit
  useEffect(() => onFirstCommit?.(), []);
  const [routes, setRoutes] = useState(initialRoutes);
  const retryRoutes = useCallback(() => {
    // loadRouteTable never rejects: a routes document it cannot read leaves the table incomplete.
    void reloadRoutes().then(setRoutes);
  }, [reloadRoutes]);
  const owner = findRouteOwner(routes, pathname);

  let content;
  if (owner) {
    content = (
      <FederatedModule<RemoteAppProps>
        id={`${owner.remote}/App`}
        label={labelOf(owner.remote)}
        props={{ notFound }}
        isPage
        // A full screen: the footer stays below the fold until the page arrives, so nothing on screen moves.
        minHeight="100vh"
      />
    );
  } else if (routes.complete) {
    content = notFound;
  } else {
    // Some remote's routes could not be read: this path may be one of its pages, so it is not called missing.
    content = <RemoteFailure label={UNOWNED_PAGE_LABEL} onRetry={retryRoutes} isPage />;
  }

  return (
    <>
      <ScrollToTopOnNavigate />
      {owner?.layout === 'own' ? content : <MainLayout>{content}</MainLayout>}
    </>
  );
}
