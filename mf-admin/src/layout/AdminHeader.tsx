import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Bell, LogOut, Settings } from 'lucide-react';
import { Logo } from '@frc/ui/Logo';
import styles from './AdminHeader.module.scss';

// The spec's mock-up header has two icon buttons that do nothing yet; say so to anyone who reaches them.
const INACTIVE_ICON_BUTTONS = [
  { label: 'Notifications', Icon: Bell },
  { label: 'Settings shortcut', Icon: Settings },
] as const;

export function AdminHeader() {
  const navigate = useNavigate();
  const inactiveNoteId = useId();

  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand}>
        <Logo onDark />
      </Link>
      <p className={styles.welcome}>Welcome, Admin</p>
      <div className={styles.actions}>
        <span id={inactiveNoteId} hidden>
          Not active in this mock-up
        </span>
        {INACTIVE_ICON_BUTTONS.map(({ label, Icon }) => (
          <button
            key={label}
            type="button"
            className={styles.iconButton}
            aria-label={label}
            aria-describedby={inactiveNoteId}
            title={`${label} (not active in this mock-up)`}
          >
            <Icon aria-hidden="true" focusable="false" />
          </button>
        ))}
        {/* As the spec says, Logout only leaves for the sign-in page: the admin area stores nothing to clear. */}
        <button type="button" className={styles.logout} onClick={() => navigate('/login')}>
          <LogOut aria-hidden="true" focusable="false" />
          Logout
        </button>
      </div>
    </header>
  );
}
