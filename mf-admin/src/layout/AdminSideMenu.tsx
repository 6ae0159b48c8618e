import { AreaSideMenu } from '@frc/ui/AreaSideMenu';
import { useStaffMember } from '../session/staffSession';
import { adminMenuFor } from './adminMenu';

export function AdminSideMenu() {
  const { role } = useStaffMember();
  return <AreaSideMenu label="Admin" toggleLabel="Admin menu" entries={adminMenuFor(role)} />;
}
