import { Link } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { useSession } from '@frc/session';
import { Logo } from '@frc/ui/Logo';
import { useEndSession } from '../session/sessionExit';
import styles from './DashboardHeader.module.scss';

export function DashboardHeader() {
  const name = useSession((session) => session.user?.name?.trim());
  const endSession = useEndSession();

  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        <Logo onDark />
      </Link>
      <p className={styles.welcome}>Welcome, {name || 'User'}</p>
      <button type="button" className={styles.logout} onClick={() => endSession('logout')}>
        <LogOut aria-hidden="true" focusable="false" />
        Logout
      </button>
    </header>
  );
}
