import type { RemoteAppProps } from '@frc/federation';
import { PageRoutes, preloadPage } from '@frc/ui/pageRoutes';
import { ROUTES } from './routes';
import { NotFoundProvider } from './app/NotFoundContext';
import { PageLoading } from './app/PageLoading';

if (typeof window !== 'undefined') preloadPage(ROUTES, window.location.pathname);

/** The marketing remote's pages, as routes.ts declares them; the shell renders this for every path it owns. */
export default function MarketingApp({ notFound }: RemoteAppProps) {
  return (
    <NotFoundProvider value={notFound}>
      <PageRoutes routes={ROUTES} notFound={notFound} fallback={<PageLoading />} />
    </NotFoundProvider>
  );
}
