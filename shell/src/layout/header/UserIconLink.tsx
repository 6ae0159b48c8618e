import { Link } from 'react-router-dom';
import { CircleUserRound } from 'lucide-react';
import { useSession } from '@frc/session';
import { useHydrated } from '@frc/ui/useHydrated';
import styles from './Header.module.scss';
import { USER_ICON_LINKS } from './navigation';

/**
 * Signed-in clients go straight to their cases; everyone else to sign-in. Follows sign-in and sign-out live.
 * The session lives in this browser's storage: the pre-rendered page (and its hydration) shows the signed-out
 * link, and a signed-in client's link replaces it right after.
 */
export function UserIconLink() {
  const hydrated = useHydrated();
  const signedIn = useSession((session) => session.user !== null) && hydrated;
  const link = signedIn ? USER_ICON_LINKS.signedIn : USER_ICON_LINKS.signedOut;
  return (
    <Link to={link.to} className={styles.userLink} aria-label={link.label}>
      <CircleUserRound aria-hidden="true" size={26} />
    </Link>
  );
}
