import { Suspense } from 'react';
import { matchRoutes, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@frc/federation';
import { MARKETING_PAGES } from './routes/marketingPages';
import { NotFoundProvider } from './routing/NotFoundContext';
import { PageLoading } from './routing/PageLoading';

// The page being opened starts downloading when this module runs, not one round trip later when React first renders it.
matchRoutes([...MARKETING_PAGES], window.location.pathname)?.[0]?.route.load().catch(() => {});

export default function MarketingApp({ notFound }: RemoteAppProps) {
  return (
    <NotFoundProvider value={notFound}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {MARKETING_PAGES.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={notFound} />
        </Routes>
      </Suspense>
    </NotFoundProvider>
  );
}
