import { canWorkCases, type StaffListItem, type StaffListResponse } from '@frc/contracts/browser';
import { useStaffMember } from '../session/staffSession';
import { staffApiUrl } from './staffApi';
import { useStaffData } from './useStaffData';

export interface ManagerOption {
  id: number;
  name: string;
}

/**
 * Who a case or a task can be given to, or filtered by: for an admin, the team's active admins and case managers (GET
 * staff is theirs; an editor never works cases);
 * a case manager only ever sees their own cases and the unassigned ones, so only they are listed.
 */
export function useManagers(): { managers: readonly ManagerOption[]; team: readonly StaffListItem[] } {
  const member = useStaffMember();
  const admin = member.role === 'admin';
  const staff = useStaffData<StaffListResponse>(admin ? staffApiUrl('staff') : null);
  if (!admin) return { managers: [{ id: member.id, name: member.name }], team: [] };
  const team = staff.data?.items ?? [];
  return { managers: team.filter(canWorkCases).map(({ id, name }) => ({ id, name })), team };
}
