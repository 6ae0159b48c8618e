import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { RemoteAppProps } from '@frc/federation';
import { useSession } from '@frc/session';
import { PageRoutes, preloadPage } from '@frc/ui/pageRoutes';
import { ROUTES } from './routes';
import { createPortalQueryClient } from './shared/portalQueries';

if (typeof window !== 'undefined') preloadPage(ROUTES, window.location.pathname);

/**
 * The portal remote's pages, as routes.ts declares them; the shell renders this for every path it owns. What they
 * read from the API lives in one query cache, emptied when the client signs out.
 */
export default function PortalApp({ notFound }: RemoteAppProps) {
  const [queryClient] = useState(createPortalQueryClient);
  const signedIn = useSession((session) => Boolean(session.token));
  useEffect(() => {
    if (!signedIn) queryClient.clear();
  }, [signedIn, queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <PageRoutes routes={ROUTES} notFound={notFound} />
    </QueryClientProvider>
  );
}
