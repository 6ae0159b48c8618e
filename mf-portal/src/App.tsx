import type { RemoteAppProps } from '@frc/federation';
import { PageRoutes, preloadPage } from '@frc/ui/pageRoutes';
import { ROUTES } from './routes';

if (typeof window !== 'undefined') preloadPage(ROUTES, window.location.pathname);

/** The portal remote's pages, as routes.ts declares them; the shell renders this for every path it owns. */
export default function PortalApp({ notFound }: RemoteAppProps) {
  return <PageRoutes routes={ROUTES} notFound={notFound} />;
}
