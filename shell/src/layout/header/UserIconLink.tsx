import { Link } from 'react-router-dom';
import { CircleUserRound } from 'lucide-react';
import { useSession } from '@frc/session';
import styles from './Header.module.scss';

/** Signed-in clients go straight to their cases; everyone else to sign-in. Follows sign-in and sign-out live. */
export function UserIconLink() {
  const signedIn = useSession((session) => session.user !== null);
  return (
    <Link
      to={signedIn ? '/dashboard/cases' : '/login'}
      className={styles.userLink}
      aria-label={signedIn ? 'My cases' : 'Client sign-in'}
    >
      <CircleUserRound aria-hidden="true" size={26} />
    </Link>
  );
}
