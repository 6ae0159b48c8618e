import { RequireStaff } from '../session/RequireStaff';
import { AdminLayout } from './AdminLayout';

/** The frame of /admin/* (routes.ts): the back office's layout, for a signed-in member only. */
export default function AdminFrame() {
  return (
    <RequireStaff>
      <AdminLayout />
    </RequireStaff>
  );
}
