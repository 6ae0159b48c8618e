import { useId, useRef, type FormEvent } from 'react';
import { Mail } from 'lucide-react';
import { FormStatus } from '@frc/ui/FormStatus';
import { HoneypotField } from '@frc/ui/HoneypotField';
import { useNewsletterSignup } from '../hooks/useNewsletterSignup';
import styles from './NewsletterSignup.module.scss';
import { PrivacyNotice } from '@frc/ui/PrivacyNotice';
import { ReachUsDirectly } from '@frc/ui/ReachUsDirectly';
import { SendButton } from '@frc/ui/SendButton';
import { useSendWhenReady } from '@frc/ui/useSendWhenReady';

export interface NewsletterSignupProps {
  title?: string;
  text?: string;
  headingLevel?: 2 | 3;
  /** `box`: a tinted panel inside a page (the blog); `plain`: the page's own form (/newsletter-signup). */
  variant?: 'box' | 'plain';
}

/** E-mail sign-up for our scam alerts newsletter, posted to the API, with a confirmation or a reason to try again. */
export function NewsletterSignup({
  title = 'Get scam alerts in your inbox',
  text = 'New scam patterns, imposter warnings and recovery advice, about twice a month. Nothing else, and never shared.',
  headingLevel = 2,
  variant = 'box',
}: NewsletterSignupProps) {
  const idPrefix = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { email, changeEmail, honeypot, setHoneypot, error, state, subscribe } = useNewsletterSignup();
  const Heading = `h${headingLevel}` as const;
  const inputId = `${idPrefix}-email`;
  const errorId = `${idPrefix}-error`;
  const busy = state.kind === 'sending';

  const send = async (typed?: string) => {
    if (!(await subscribe(typed))) inputRef.current?.focus();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };
  // An address typed, and a press made, before hydration are kept (useSendWhenReady): sent once hydrated.
  const { scripted, formProps } = useSendWhenReady({ email }, (typed, pressed) => {
    if (typed.email !== undefined) changeEmail(typed.email);
    if (pressed) void send(typed.email ?? email);
  });

  return (
    <section className={`${styles.signup} ${styles[variant]}`} aria-labelledby={`${idPrefix}-title`}>
      <Mail aria-hidden="true" size={32} className={styles.icon} />
      <div className={styles.content}>
        <Heading id={`${idPrefix}-title`} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.text}>{text}</p>
        <form {...formProps} className={styles.form} onSubmit={onSubmit} noValidate>
          <label htmlFor={inputId} className={styles.label}>
            E-mail address
          </label>
          <div className={styles.row}>
            <input
              ref={inputRef}
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => changeEmail(event.target.value)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              disabled={busy}
            />
            <SendButton className={`button ${styles.button}`} disabled={busy || !scripted} aria-busy={busy}>
              {busy ? 'Subscribing…' : 'Subscribe'}
            </SendButton>
          </div>
          {error && (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          )}
          <PrivacyNotice />
          <HoneypotField value={honeypot} onChange={setHoneypot} />
        </form>
        {state.kind === 'subscribed' && (
          <FormStatus tone="success" title={state.message}>
            <p>
              One more step: we have sent an e-mail to {state.email}. Follow its link to confirm, and the next issue comes to you; until then we
              send nothing. Every issue has a link to unsubscribe.
            </p>
          </FormStatus>
        )}
        {state.kind === 'failed' && (
          <FormStatus tone="error" title="You are not subscribed yet.">
            <p>{state.reason} Your address is still in the box; please try again.</p>
            <ReachUsDirectly />
          </FormStatus>
        )}
      </div>
    </section>
  );
}
