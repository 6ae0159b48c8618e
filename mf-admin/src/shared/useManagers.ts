import type { StaffListItem, StaffListResponse } from '@frc/contracts/browser';
import { useStaffMember } from '../session/staffSession';
import { staffApiUrl } from './staffApi';
import { useStaffData } from './useStaffData';

export interface ManagerOption {
  id: number;
  name: string;
}

/**
 * Who a case can be given to, or filtered by: for an admin, the active members of the team (GET staff is theirs);
 * a case manager only ever sees their own cases and the unassigned ones, so only they are listed.
 */
export function useManagers(): { managers: readonly ManagerOption[]; team: readonly StaffListItem[] } {
  const member = useStaffMember();
  const admin = member.role === 'admin';
  const staff = useStaffData<StaffListResponse>(admin ? staffApiUrl('staff') : null);
  if (!admin) return { managers: [{ id: member.id, name: member.name }], team: [] };
  const team = staff.data?.items ?? [];
  return { managers: team.filter((item) => item.active).map(({ id, name }) => ({ id, name })), team };
}
