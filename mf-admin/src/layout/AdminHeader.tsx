import { useState } from 'react';
import { LogOut, Settings } from 'lucide-react';
import { AreaHeader, AreaHeaderButton, AreaHeaderLink } from '@frc/ui/AreaHeader';
import { NotificationBell } from '../features/notifications/components/NotificationBell';
import { ADMIN_PAGES } from '../paths';
import { useStaffMember, useStaffSession } from '../session/staffSession';

export function AdminHeader() {
  const { name, role } = useStaffMember();
  // An editor's back office is the content: no case notifications, no team settings.
  const worksCases = role !== 'editor';
  const { logout } = useStaffSession();
  const [leaving, setLeaving] = useState(false);

  return (
    <AreaHeader welcome={`Welcome, ${name}`} tone="dark">
      {worksCases && <NotificationBell />}
      {worksCases && (
        <AreaHeaderLink to={ADMIN_PAGES.settings} aria-label="Settings" title="Settings">
          <Settings aria-hidden="true" focusable="false" />
        </AreaHeaderLink>
      )}
      {/* Logout ends the session on the server; the guard then shows /admin/login. */}
      <AreaHeaderButton
        disabled={leaving}
        onClick={() => {
          setLeaving(true);
          void logout();
        }}
      >
        <LogOut aria-hidden="true" focusable="false" />
        Logout
      </AreaHeaderButton>
    </AreaHeader>
  );
}
