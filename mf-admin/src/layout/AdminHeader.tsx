import { useId, useState } from 'react';
import { Bell, LogOut, Settings } from 'lucide-react';
import { AreaHeader, AreaHeaderButton } from '@frc/ui/AreaHeader';
import { useStaffMember, useStaffSession } from '../session/staffSession';

// The spec's header has two icon buttons without an action; say so to anyone who reaches them.
const INACTIVE_ICON_BUTTONS = [
  { label: 'Notifications', Icon: Bell },
  { label: 'Settings shortcut', Icon: Settings },
] as const;

export function AdminHeader() {
  const { name } = useStaffMember();
  const { logout } = useStaffSession();
  const [leaving, setLeaving] = useState(false);
  const inactiveNoteId = useId();

  return (
    <AreaHeader welcome={`Welcome, ${name}`} tone="dark">
      <span id={inactiveNoteId} hidden>
        Not active yet
      </span>
      {INACTIVE_ICON_BUTTONS.map(({ label, Icon }) => (
        <AreaHeaderButton key={label} aria-label={label} aria-describedby={inactiveNoteId} title={`${label} (not active yet)`}>
          <Icon aria-hidden="true" focusable="false" />
        </AreaHeaderButton>
      ))}
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
