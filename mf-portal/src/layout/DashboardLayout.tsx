import { Outlet } from 'react-router-dom';
import { AreaLayout } from '@frc/ui/AreaLayout';
import { useRobotsNoIndex } from '@frc/ui/useRobotsNoIndex';
import { useNameOnceConfirmed } from '../session/useNameOnceConfirmed';
import { DashboardHeader } from './DashboardHeader';
import { DashboardSideMenu } from './DashboardSideMenu';

/** The client area's own frame: the shell shows /dashboard/* without the public header and footer. */
export function DashboardLayout() {
  useRobotsNoIndex();
  useNameOnceConfirmed();
  return (
    <AreaLayout header={<DashboardHeader />} menu={<DashboardSideMenu />} mainId="dashboard-main-content">
      <Outlet />
    </AreaLayout>
  );
}
