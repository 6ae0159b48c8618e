import { useLocation } from 'react-router-dom';
import { FederatedModule, type RemoteAppProps } from '@frc/federation';
import { MainLayout } from '../layout/MainLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { REMOTE_LABELS, findRouteOwner } from '../routing/routeTable';
import { ScrollToTopOnNavigate } from '../routing/ScrollToTopOnNavigate';

const notFound = <NotFoundPage />;

export function App() {
  const { pathname } = useLocation();
  const owner = findRouteOwner(pathname);

  const content = owner ? (
    <FederatedModule<RemoteAppProps>
      id={`${owner.remote}/App`}
      label={REMOTE_LABELS[owner.remote]}
      props={{ notFound }}
      isPage
      // A full screen: the footer stays below the fold until the page arrives, so nothing on screen moves.
      minHeight="100vh"
    />
  ) : (
    notFound
  );

  return (
    <>
      <ScrollToTopOnNavigate />
      {owner?.layout === 'own' ? content : <MainLayout>{content}</MainLayout>}
    </>
  );
}
