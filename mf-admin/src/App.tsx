import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@frc/federation';
import { AdminLayout } from './layout/AdminLayout';
import { DashboardPage } from './pages/DashboardPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { PLACEHOLDER_PAGES } from './pages/placeholderPages';
import { ADMIN_AREA } from './routes';

export default function AdminApp({ notFound }: RemoteAppProps) {
  return (
    <Routes>
      <Route path={ADMIN_AREA} element={<AdminLayout />}>
        <Route index element={<DashboardPage />} />
        {PLACEHOLDER_PAGES.map((content) => (
          <Route key={content.path} path={content.path} element={<PlaceholderPage content={content} />} />
        ))}
        <Route path="*" element={notFound} />
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
