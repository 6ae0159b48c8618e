import { Route, Routes } from 'react-router-dom';
import type { RemoteAppProps } from '@frc/federation';
import { AdminLayout } from './layout/AdminLayout';
import { AnalyticsPage } from './pages/AnalyticsPage';
import { AuditPage } from './pages/AuditPage';
import { CasePage } from './pages/CasePage';
import { CasesPage } from './pages/CasesPage';
import { DashboardPage } from './pages/DashboardPage';
import { InboxItemPage } from './pages/InboxItemPage';
import { SettingsPage } from './pages/SettingsPage';
import { StaffLoginPage } from './pages/StaffLoginPage';
import { UsersPage } from './pages/UsersPage';
import { ADMIN_AREA, ADMIN_PAGES } from './routes';
import { AdminOnly } from './session/AdminOnly';
import { RequireStaff } from './session/RequireStaff';
import { StaffSessionProvider } from './session/StaffSessionProvider';

export default function AdminApp({ notFound }: RemoteAppProps) {
  return (
    <StaffSessionProvider>
      <Routes>
        <Route path={ADMIN_PAGES.login} element={<StaffLoginPage />} />
        <Route
          path={ADMIN_AREA}
          element={
            <RequireStaff>
              <AdminLayout />
            </RequireStaff>
          }
        >
          <Route index element={<DashboardPage />} />
          <Route path="inbox/:ref" element={<InboxItemPage />} />
          <Route path="cases" element={<CasesPage />} />
          <Route path="cases/:ref" element={<CasePage />} />
          <Route path="users" element={<AdminOnly page="Users" element={<UsersPage />} />} />
          <Route path="analytics" element={<AdminOnly page="Analytics" element={<AnalyticsPage />} />} />
          <Route path="settings" element={<SettingsPage />} />
          <Route path="audit" element={<AdminOnly page="Audit" element={<AuditPage />} />} />
          <Route path="*" element={notFound} />
        </Route>
        <Route path="*" element={notFound} />
      </Routes>
    </StaffSessionProvider>
  );
}
