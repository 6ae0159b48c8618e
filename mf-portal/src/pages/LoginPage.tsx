import { useLocation } from 'react-router-dom';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { LoginForm } from '../features/login/components/LoginForm';
import { SESSION_ENDED_NOTICE, SESSION_LIFETIME_EXPLANATION, type LoginPageState } from '../session/sessionExit';
import styles from './LoginPage.module.scss';

export function LoginPage() {
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
