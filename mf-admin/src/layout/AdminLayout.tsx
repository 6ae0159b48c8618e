import { Outlet } from 'react-router-dom';
import { AreaLayout } from '@frc/ui/AreaLayout';
import { useRobotsNoIndex } from '@frc/ui/useRobotsNoIndex';
import { StaffAccess } from '../session/StaffAccess';
import { AdminHeader } from './AdminHeader';
import { AdminSideMenu } from './AdminSideMenu';

/** The admin area's own frame: the shell shows /admin/* without the public header and footer. */
export function AdminLayout() {
  useRobotsNoIndex();
  return (
    <AreaLayout header={<AdminHeader />} menu={<AdminSideMenu />} mainId="admin-main-content">
      <StaffAccess>
        <Outlet />
      </StaffAccess>
    </AreaLayout>
  );
}
