import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CONFIRMATION_TOKEN_SHAPE } from '@frc/contracts/browser';
import { FormStatus } from '@frc/ui/FormStatus';
import { useHydrated } from '@frc/ui/useHydrated';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { useRobotsNoIndex } from '@frc/ui/useRobotsNoIndex';
import { PageHero } from '../../../shared/components/PageHero';
import { PageSection } from '../../../shared/components/PageSection';
import { postNewsletterLink, type NewsletterLinkKind, type NewsletterLinkOutcome } from '../api/postNewsletterLink';
import styles from './NewsletterLink.module.scss';

const WORDING: Record<NewsletterLinkKind, { title: string; description: string; lead: string; action: string; busy: string }> = {
  confirm: {
    title: 'Confirm your newsletter sign-up',
    description: 'Confirm the newsletter sign-up made with your e-mail address.',
    lead: 'Your e-mail address was given to sign up for our newsletter. Confirm that it was you, and the next issue comes to you. Until then we send it nothing.',
    action: 'Yes, send me the newsletter',
    busy: 'Confirming...',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    description: 'Stop the newsletter and have your e-mail address deleted.',
    lead: 'Stop the newsletter: we delete your address, and you get nothing more from us.',
    action: 'Unsubscribe and delete my address',
    busy: 'Unsubscribing...',
  },
};

type LinkState = { kind: 'ready' } | { kind: 'sending' } | ({ kind: 'done' } & NewsletterLinkOutcome);

/**
 * /newsletter/confirm?token=… and /newsletter/unsubscribe?token=…: the links of the newsletter's mails. Nothing
 * happens until the visitor presses the button (mail scanners open links too).
 */
export function NewsletterLink({ kind }: { kind: NewsletterLinkKind }) {
  const wording = WORDING[kind];
  const [params] = useSearchParams();
  // The page's HTML is rendered without the link's query: the token is read once the browser has hydrated it
  // (until then the button waits, disabled).
  const hydrated = useHydrated();
  const token = params.get('token') ?? '';
  usePageMeta({ title: wording.title, description: wording.description });
  // A page for one person's link: search engines should not list it.
  useRobotsNoIndex();
  const [state, setState] = useState<LinkState>({ kind: 'ready' });
  const send = useCallback(async () => {
    setState({ kind: 'sending' });
    setState({ kind: 'done', ...(await postNewsletterLink(kind, token)) });
  }, [kind, token]);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind === 'done') outcomeRef.current?.focus();
  }, [state.kind]);

  return (
    <>
      <PageHero breadcrumb={[{ label: 'Home', to: '/' }, { label: 'Newsletter', to: '/newsletter-signup' }, { label: wording.title }]} eyebrow="Newsletter" title={wording.title} />
      <PageSection>
        <div className={styles.panel}>
          {hydrated && !CONFIRMATION_TOKEN_SHAPE.test(token) ? (
            <p className={styles.lead}>
              This link is incomplete. Please open the link from our e-mail again, or copy the whole address from the e-mail into your browser.
            </p>
          ) : state.kind !== 'done' ? (
            <>
              <p className={styles.lead}>{wording.lead}</p>
              <button type="button" className="button" onClick={() => void send()} disabled={!hydrated || state.kind === 'sending'}>
                {state.kind === 'sending' ? wording.busy : wording.action}
              </button>
            </>
          ) : (
            <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
              <FormStatus tone={state.done ? 'success' : 'error'} title={state.message}>
                {state.done ? (
                  <p>
                    <Link to="/">Back to the home page</Link>
                  </p>
                ) : (
                  <p>
                    You can <Link to="/newsletter-signup">sign up again</Link>; we then mail you a new link.
                  </p>
                )}
              </FormStatus>
            </div>
          )}
        </div>
      </PageSection>
    </>
  );
}
