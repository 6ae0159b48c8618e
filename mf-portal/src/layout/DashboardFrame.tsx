import { RequireSession } from '../session/RequireSession';
import { DashboardLayout } from './DashboardLayout';

/** The frame of /dashboard/* (routes.ts): the client area's layout, for a signed-in client only. */
export default function DashboardFrame() {
  return (
    <RequireSession>
      <DashboardLayout />
    </RequireSession>
  );
}
