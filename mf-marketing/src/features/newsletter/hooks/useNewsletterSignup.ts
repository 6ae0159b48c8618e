import { useState } from 'react';
import { PRIVACY_NOTICE_VERSION, readServerMessage } from '@frc/contracts/browser';
import { failureReason } from '../../../shared/api/failureReason';
import { postNewsletterSignup } from '../api/postNewsletterSignup';
import { newsletterEmailProblem } from '../newsletterEmail';

export type SignupState = { kind: 'editing' } | { kind: 'sending' } | { kind: 'subscribed'; message: string; email: string } | { kind: 'failed'; reason: string };

const SUBSCRIBED = 'Thank you for subscribing!';

/** The newsletter sign-up: the address, its check, and sending it; a failure keeps the address for another try. */
export function useNewsletterSignup() {
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<SignupState>({ kind: 'editing' });

  const changeEmail = (value: string) => {
    setEmail(value);
    setError(null);
  };

  /** Checks and sends the address; answers false when the address needs correcting. */
  const subscribe = async (): Promise<boolean> => {
    if (state.kind === 'sending') return true;
    const problem = newsletterEmailProblem(email);
    setError(problem);
    if (problem) return false;
    setState({ kind: 'sending' });
    const address = email.trim();
    try {
      const response = await postNewsletterSignup({ email: address, noticeVersion: PRIVACY_NOTICE_VERSION, ...(honeypot ? { website_url: honeypot } : {}) });
      const message = await readServerMessage(response);
      if (response.ok) {
        setState({ kind: 'subscribed', message: message ?? SUBSCRIBED, email: address });
        setEmail('');
      } else {
        setState({ kind: 'failed', reason: failureReason(message, response.status) });
      }
    } catch {
      setState({ kind: 'failed', reason: failureReason(null, null) });
    }
    return true;
  };

  return { email, changeEmail, honeypot, setHoneypot, error, state, subscribe };
}
