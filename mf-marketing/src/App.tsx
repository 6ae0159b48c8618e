import { Suspense } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@frc/federation';
import { ROUTES } from './routes';
import { NotFoundProvider } from './app/NotFoundContext';
import { PageLoading } from './app/PageLoading';

// The page being opened starts downloading when this module runs, not one round trip later when React first renders it.
if (typeof window !== 'undefined') matchRoutes([...ROUTES], window.location.pathname)?.[0]?.route.load().catch(() => {});

export default function MarketingApp({ notFound }: RemoteAppProps) {
  return (
    <NotFoundProvider value={notFound}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {ROUTES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={notFound} />
        </Routes>
      </Suspense>
    </NotFoundProvider>
  );
}
