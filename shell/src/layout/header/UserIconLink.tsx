import { Link } from 'react-router-dom';
import { CircleUserRound } from 'lucide-react';
import { useSession } from '@frc/session';
import styles from './Header.module.scss';
import { USER_ICON_LINKS } from './navigation';

/** Signed-in clients go straight to their cases; everyone else to sign-in. Follows sign-in and sign-out live. */
export function UserIconLink() {
  const signedIn = useSession((session) => session.user !== null);
  const link = signedIn ? USER_ICON_LINKS.signedIn : USER_ICON_LINKS.signedOut;
  return (
    <Link to={link.to} className={styles.userLink} aria-label={link.label}>
      <CircleUserRound aria-hidden="true" size={26} />
    </Link>
  );
}
