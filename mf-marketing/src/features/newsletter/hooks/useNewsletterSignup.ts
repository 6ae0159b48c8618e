import { useState } from 'react';
import { PRIVACY_NOTICE_VERSION, type NewsletterSignup } from '@frc/contracts/browser';
import { useSubmission } from '@frc/submission/useSubmission';
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
  const submission = useSubmission<string, NewsletterSignup>({ send: postNewsletterSignup, accepted: (response) => response.ok });

  const changeEmail = (value: string) => {
    setEmail(value);
    setError(null);
  };

  /**
   * Checks and sends the address (`typed`: the one just taken from the page, before the state has it); answers
   * false when the address needs correcting.
   */
  const subscribe = async (typed: string = email): Promise<boolean> => {
    if (submission.sending) return true;
    const problem = newsletterEmailProblem(typed);
    setError(problem);
    if (problem) return false;
    const address = typed.trim();
    const body = { email: address, noticeVersion: PRIVACY_NOTICE_VERSION, ...(honeypot ? { website_url: honeypot } : {}) };
    const outcome = await submission.submit(address, body);
    if (outcome?.kind === 'sent') setEmail('');
    return true;
  };

  const { state: sent } = submission;
  const state: SignupState =
    sent.kind === 'sending'
      ? { kind: 'sending' }
      : sent.kind === 'sent'
        ? { kind: 'subscribed', message: sent.answer.message ?? SUBSCRIBED, email: sent.values }
        : sent.kind === 'failed'
          ? { kind: 'failed', reason: failureReason(sent.answer?.message ?? null, sent.answer?.status ?? null) }
          : { kind: 'editing' };

  return { email, changeEmail, honeypot, setHoneypot, error, state, subscribe };
}
