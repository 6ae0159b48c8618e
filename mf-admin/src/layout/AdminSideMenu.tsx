import type { MenuCounts } from '@frc/contracts/browser';
import { AreaSideMenu } from '@frc/ui/AreaSideMenu';
import { useStaffMember } from '../session/staffSession';
import { staffApiUrl } from '../shared/staffApi';
import { useStaffData } from '../shared/useStaffData';
import { adminMenuFor } from './adminMenu';

export const MENU_COUNTS_URL = staffApiUrl('menu-counts');

/** The member's menu; the case work's entries carry their counts, kept up to date like a live list. */
export function AdminSideMenu() {
  const { role } = useStaffMember();
  const counts = useStaffData<MenuCounts>(role === 'editor' ? null : MENU_COUNTS_URL, { live: true });
  return <AreaSideMenu label="Admin" toggleLabel="Admin menu" entries={adminMenuFor(role, counts.data)} />;
}
