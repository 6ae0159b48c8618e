import { AreaSideMenu } from '@frc/ui/AreaSideMenu';
import { DASHBOARD_MENU } from './dashboardMenu';

export function DashboardSideMenu() {
  return <AreaSideMenu label="Client area" toggleLabel="Menu" entries={DASHBOARD_MENU} />;
}
