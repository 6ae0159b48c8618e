import { Link } from 'react-router-dom';
import { LogOut, ShieldCheck } from 'lucide-react';
import { useSession } from '@frc/session';
import { COMPANY } from '@frc/ui/company';
import { useEndSession } from '../session/sessionExit';
import styles from './DashboardHeader.module.scss';

export function DashboardHeader() {
  const name = useSession((session) => session.user?.name?.trim());
  const endSession = useEndSession();

  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        <ShieldCheck className={styles.brandMark} aria-hidden="true" focusable="false" />
        {COMPANY.name}
      </Link>
      <p className={styles.welcome}>Welcome, {name || 'User'}</p>
      <button type="button" className={styles.logout} onClick={() => endSession('logout')}>
        <LogOut aria-hidden="true" focusable="false" />
        Logout
      </button>
    </header>
  );
}
