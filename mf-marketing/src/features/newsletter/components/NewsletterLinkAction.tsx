import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CONFIRMATION_TOKEN_SHAPE } from '@frc/contracts/browser';
import { FormStatus } from '@frc/ui/FormStatus';
import { NeedsJavaScript } from '@frc/ui/NeedsJavaScript';
import { usePressWhenReady } from '@frc/ui/usePressWhenReady';
import { useHydrated } from '@frc/ui/useHydrated';
import { postNewsletterLink, type NewsletterLinkKind, type NewsletterLinkOutcome } from '../api/postNewsletterLink';
import styles from './NewsletterLink.module.scss';

export const NEWSLETTER_LINK_WORDING: Record<NewsletterLinkKind, { title: string; description: string; lead: string; action: string; busy: string; needs: string }> = {
  confirm: {
    title: 'Confirm your newsletter sign-up',
    description: 'Confirm the newsletter sign-up made with your e-mail address.',
    lead: 'Your e-mail address was given to sign up for our newsletter. Confirm that it was you, and the next issue comes to you. Until then we send it nothing.',
    action: 'Yes, send me the newsletter',
    busy: 'Confirming...',
    needs: 'confirm your sign-up',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    description: 'Stop the newsletter and have your e-mail address deleted.',
    lead: 'Stop the newsletter: we delete your address, and you get nothing more from us.',
    action: 'Unsubscribe and delete my address',
    busy: 'Unsubscribing...',
    needs: 'unsubscribe you',
  },
};

type LinkState = { kind: 'ready' } | { kind: 'sending' } | ({ kind: 'done' } & NewsletterLinkOutcome);

/**
 * What the visitor does on the page of a newsletter mail's link: the button that confirms or unsubscribes with the
 * link's token, and the outcome. Nothing happens until the button is pressed (mail scanners open links too). Its one
 * prop is plain data; the token is read from the address. The page's HTML is rendered without the link's query, so
 * the token is known once hydrated: a press before that is held (usePressWhenReady) and sent then, if the link is whole.
 */
export function NewsletterLinkAction({ kind }: { kind: NewsletterLinkKind }) {
  const wording = NEWSLETTER_LINK_WORDING[kind];
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const token = params.get('token') ?? '';
  const whole = CONFIRMATION_TOKEN_SHAPE.test(token);
  const [state, setState] = useState<LinkState>({ kind: 'ready' });
  const send = useCallback(async () => {
    setState({ kind: 'sending' });
    setState({ kind: 'done', ...(await postNewsletterLink(kind, token)) });
  }, [kind, token]);
  const { ref: buttonRef, ...heldPress } = usePressWhenReady<HTMLButtonElement>(() => {
    if (whole) void send();
  });
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind === 'done') outcomeRef.current?.focus();
  }, [state.kind]);

  return (
    <div className={styles.panel}>
      {hydrated && !whole ? (
        <p className={styles.lead}>
          This link is incomplete. Please open the link from our e-mail again, or copy the whole address from the e-mail into your browser.
        </p>
      ) : state.kind !== 'done' ? (
        <>
          <p className={styles.lead}>{wording.lead}</p>
          <button ref={buttonRef} {...heldPress} type="button" className="button" onClick={() => void send()} disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? wording.busy : wording.action}
          </button>
          <NeedsJavaScript action={wording.needs} />
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
  );
}
