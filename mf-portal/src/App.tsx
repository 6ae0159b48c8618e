import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@frc/federation';
import { DashboardLayout } from './layout/DashboardLayout';
import { CaseRoomPage } from './pages/CaseRoomPage';
import { CasesPage } from './pages/CasesPage';
import { LoginPage } from './pages/LoginPage';
import { MyDataPage } from './pages/MyDataPage';
import { PlaceholderPage } from './pages/PlaceholderPage';
import { PLACEHOLDER_PAGES } from './pages/placeholderPages';
import { DASHBOARD_AREA, ROUTES } from './routes';
import { RequireSession } from './session/RequireSession';

export default function PortalApp({ notFound }: RemoteAppProps) {
  return (
    <Routes>
      <Route path={ROUTES.login.path} element={<LoginPage />} />
      <Route
        path={DASHBOARD_AREA}
        element={
          <RequireSession>
            <DashboardLayout />
          </RequireSession>
        }
      >
        <Route index element={<Navigate to="cases" replace />} />
        <Route path="cases" element={<CasesPage />} />
        <Route path="cases/:ref" element={<CaseRoomPage />} />
        <Route path="profile" element={<MyDataPage />} />
        {PLACEHOLDER_PAGES.map((content) => (
          <Route key={content.path} path={content.path} element={<PlaceholderPage content={content} />} />
        ))}
        <Route path="*" element={notFound} />
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
