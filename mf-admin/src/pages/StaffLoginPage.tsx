import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { ENROLMENT_QUERY_PARAMETER, STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS } from '@frc/contracts/browser';
import { Logo } from '@frc/ui/Logo';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { useRobotsNoIndex } from '@frc/ui/useRobotsNoIndex';
import { StaffSignInForm } from '../features/sign-in/components/StaffSignInForm';
import { safeAdminReturnPath } from '../session/loginPath';
import type { StaffLoginState } from '../session/RequireStaff';
import { useStaffSession } from '../session/staffSession';
import { LoadingNotice } from '../shared/LoadingNotice';
import styles from './StaffLoginPage.module.scss';

export const STAFF_SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** /admin/login: the staff sign-in, in a frame of its own (no menu, nothing of the back office before it). */
export function StaffLoginPage() {
  usePageMeta({ title: 'Staff sign-in', description: 'Sign in to the back office with an e-mailed code and your passkey.' });
  useRobotsNoIndex();
  const { state } = useStaffSession();
  const [searchParams] = useSearchParams();
  const loginState = useLocation().state as StaffLoginState | null;
  const enrolment = searchParams.get(ENROLMENT_QUERY_PARAMETER);

  if (state.status === 'signed-in') return <Navigate to={safeAdminReturnPath(searchParams.get('next'))} replace />;

  return (
    <div className={styles.frame}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          <Logo onDark />
        </Link>
      </header>
      <main id="admin-main-content" className={styles.page}>
        <h1 className={styles.title}>Staff sign-in</h1>
        <p className={styles.lead}>
          {enrolment
            ? 'Welcome to the team. Sign in with the code we e-mail you, then create the passkey you will use from now on.'
            : 'For the ClearTrace Recovery team. Sign in with a code sent to your work address and your passkey.'}
        </p>
        {loginState?.sessionEnded && (
          <div role="status" className={styles.notice}>
            <p>{STAFF_SESSION_ENDED}</p>
            <p>
              For the victims’ safety, a session ends after {STAFF_IDLE_MINUTES} minutes without activity, {STAFF_SESSION_HOURS} hours after
              sign-in, or when an admin deactivates the account.
            </p>
          </div>
        )}
        {state.status === 'checking' ? <LoadingNotice label="Checking your sign-in…" /> : <StaffSignInForm enrolment={enrolment} />}
      </main>
    </div>
  );
}
