import { LogOut } from 'lucide-react';
import { useSession } from '@frc/session';
import { AreaHeader, AreaHeaderButton } from '@frc/ui/AreaHeader';
import { greetingName } from '../session/greetingName';
import { useEndSession } from '../session/sessionExit';

export function DashboardHeader() {
  const name = useSession((session) => greetingName(session.user));
  const endSession = useEndSession();

  return (
    <AreaHeader welcome={`Welcome, ${name || 'User'}`} tone="brand">
      <AreaHeaderButton onClick={() => endSession('logout')}>
        <LogOut aria-hidden="true" focusable="false" />
        Logout
      </AreaHeaderButton>
    </AreaHeader>
  );
}
