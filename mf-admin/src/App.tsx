import type { RemoteAppProps } from '@frc/federation';
import { PageRoutes, preloadPage } from '@frc/ui/pageRoutes';
import { ROUTES } from './routes';
import { StaffSessionProvider } from './session/StaffSessionProvider';
import { LoadingNotice } from './shared/LoadingNotice';

if (typeof window !== 'undefined') preloadPage(ROUTES, window.location.pathname);

/** The admin remote's pages, as routes.ts declares them, with the member's session around them all. */
export default function AdminApp({ notFound }: RemoteAppProps) {
  return (
    <StaffSessionProvider>
      <PageRoutes routes={ROUTES} notFound={notFound} fallback={<LoadingNotice label="Loading the page…" />} />
    </StaffSessionProvider>
  );
}
