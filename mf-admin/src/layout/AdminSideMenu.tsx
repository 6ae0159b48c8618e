import { AreaSideMenu } from '@frc/ui/AreaSideMenu';
import { ADMIN_MENU } from './adminMenu';

export function AdminSideMenu() {
  return <AreaSideMenu label="Admin" toggleLabel="Admin menu" entries={ADMIN_MENU} />;
}
