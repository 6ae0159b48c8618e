import { useLocation } from 'react-router-dom';
import { Island } from '@frc/federation';
import { DATA_ERASED } from '@frc/contracts/browser';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { LoginForm } from '../features/login/components/LoginForm';
import { SESSION_ENDED_NOTICE, SESSION_LIFETIME_EXPLANATION, type LoginPageState } from '../session/sessionExit';
import styles from './LoginPage.module.scss';

/** /login: a private area's door, a React app of its own: the whole page is an island, hydrated at once. */
export function LoginPage() {
  return <Island module="portal/LoginView" label="the sign-in form" component={LoginView} props={{}} hydrate="load" />;
}

export function LoginView() {
  usePageMeta({
    title: 'Client sign-in',
    description: 'Sign in with a one-time code sent to your e-mail address to follow your cases.',
  });
  const state = useLocation().state as LoginPageState | null;

  return (
    <section className={styles.page}>
      <h1 className={styles.title}>Sign in to your client area</h1>
      <p className={styles.lead}>
        No password needed: enter your e-mail address, and we will send you a one-time code to sign in and follow your cases.
      </p>
      {state?.dataErased && (
        <div role="status" className={styles.notice}>
          <p>{DATA_ERASED}</p>
          <p>We keep only a record that an erasure took place, without your address. You can still send us a new request at any time.</p>
        </div>
      )}
      {state?.sessionEnded && (
        <div role="status" className={styles.notice}>
          <p>{SESSION_ENDED_NOTICE}</p>
          <p>{SESSION_LIFETIME_EXPLANATION}</p>
        </div>
      )}
      <LoginForm />
    </section>
  );
}
