import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { Bell, LogOut, Settings } from 'lucide-react';
import { AreaHeader, AreaHeaderButton } from '@frc/ui/AreaHeader';

// The spec's mock-up header has two icon buttons that do nothing yet; say so to anyone who reaches them.
const INACTIVE_ICON_BUTTONS = [
  { label: 'Notifications', Icon: Bell },
  { label: 'Settings shortcut', Icon: Settings },
] as const;

export function AdminHeader() {
  const navigate = useNavigate();
  const inactiveNoteId = useId();

  return (
    <AreaHeader welcome="Welcome, Admin" tone="dark">
      <span id={inactiveNoteId} hidden>
        Not active in this mock-up
      </span>
      {INACTIVE_ICON_BUTTONS.map(({ label, Icon }) => (
        <AreaHeaderButton key={label} aria-label={label} aria-describedby={inactiveNoteId} title={`${label} (not active in this mock-up)`}>
          <Icon aria-hidden="true" focusable="false" />
        </AreaHeaderButton>
      ))}
      {/* As the spec says, Logout only leaves for the sign-in page: the admin area stores nothing to clear. */}
      <AreaHeaderButton onClick={() => navigate('/login')}>
        <LogOut aria-hidden="true" focusable="false" />
        Logout
      </AreaHeaderButton>
    </AreaHeader>
  );
}
