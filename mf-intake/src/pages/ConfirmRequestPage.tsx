import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Island } from '@frc/federation';
import { CONFIRMATION_TOKEN_SHAPE } from '@frc/contracts/browser';
import { FormStatus } from '@frc/ui/FormStatus';
import { useHydrated } from '@frc/ui/useHydrated';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { useRobotsNoIndex } from '@frc/ui/useRobotsNoIndex';
import { useRequestConfirmation } from '../features/request-confirmation/hooks/useRequestConfirmation';
import styles from './NoticePage.module.scss';

/**
 * /contact-us/confirm?token=…: the owner of an address confirms a consultation request sent in
 * its name without signing in, so that the request's details show in their client area.
 */
export function ConfirmRequestPage() {
  // The link's token is the browser's to read and send: the whole page is an island, hydrated at once.
  return <Island module="intake/ConfirmRequestView" component={ConfirmRequestView} props={{}} hydrate="load" />;
}

export function ConfirmRequestView() {
  const token = useSearchParams()[0].get('token') ?? '';
  // The page's HTML is rendered without the link's query: the token counts once the browser has hydrated it.
  const hydrated = useHydrated();
  usePageMeta({ title: 'Confirm your consultation request', description: 'Confirm the consultation request sent with your e-mail address.' });
  // A page for one person's link: search engines should not list it.
  useRobotsNoIndex();
  const { state, confirm } = useRequestConfirmation(token);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.kind === 'done') outcomeRef.current?.focus();
  }, [state.kind]);

  if (hydrated && !CONFIRMATION_TOKEN_SHAPE.test(token)) {
    return (
      <div className={styles.page}>
        <h1>Confirm your consultation request</h1>
        <p className={styles.lead}>
          This link is incomplete. Please open the link from our e-mail again, or copy the whole address from the e-mail
          into your browser.
        </p>
        <p>
          <Link to="/">Back to the home page</Link>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1>Confirm your consultation request</h1>
      {state.kind !== 'done' && (
        <>
          <p className={styles.lead}>
            We received a consultation request with your e-mail address, and our team already has it. Confirm that you sent
            it, and its details will show in your client area.
          </p>
          <p>If you did not send it, close this page: nothing sent in your name appears in your client area.</p>
          <button type="button" className="button" onClick={() => void confirm()} disabled={!hydrated || state.kind === 'confirming'}>
            {state.kind === 'confirming' ? 'Confirming...' : 'Yes, I sent this request'}
          </button>
        </>
      )}
      {state.kind === 'done' && (
        <div ref={outcomeRef} tabIndex={-1} className={styles.outcome}>
          <FormStatus tone={state.confirmed ? 'success' : 'error'} title={state.message}>
            {state.confirmed ? (
              <p>
                <Link to="/dashboard/cases">See your cases</Link> (you sign in with a code we e-mail you).
              </p>
            ) : (
              <p>
                If you still want us to have your request, you can <Link to="/contact-us">send it again</Link>.
              </p>
            )}
          </FormStatus>
        </div>
      )}
    </div>
  );
}
