import { Link, useLocation } from 'react-router-dom';
import { Island } from '@frc/federation';
import type { ThankYouText } from '@frc/contracts/browser';
import { siteText } from '@frc/ui/siteTexts';
import { useHydrated } from '@frc/ui/useHydrated';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { useRobotsNoIndex } from '@frc/ui/useRobotsNoIndex';
import { useLinkToken } from '@frc/ui/booking/useLinkToken';
import { BOOKING_LINK_KEYS } from '@frc/contracts/browser';
import { readAwaitingConfirmation, readBookingToken, readConsultationRequest, readContactFormSent } from '../shared/domain/consultationRequest';
import { SentFiles } from '../features/thank-you/components/SentFiles';
import { RequestBooking } from '../features/thank-you/components/RequestBooking';
import { consultationRows, contactFormRows, ConsultationSummary } from '../features/thank-you/components/ConsultationSummary';
import { CONTACT_SUBMITTED } from '../features/contact-form/contactFormRules';
import { readSentFiles } from '../shared/request-files/requestFileUploads';
import ConsultationLauncher from '../features/wizard/components/ConsultationLauncher';
import styles from './NoticePage.module.scss';

/** /contact-us/thank-you: what was sent, when we reply; without a request, a way to start one. */
export function ThankYouPage() {
  // What it shows comes from the browser (the request sent): the whole page is an island, hydrated at once.
  // Its words (the `thank-you` site text) travel as the island's props: its hydration draws what the server drew.
  return <Island module="intake/ThankYouView" component={ThankYouView} props={{ words: siteText('thank-you') }} hydrate="load" />;
}

export function ThankYouView({ words = siteText('thank-you') }: { words?: ThankYouText }) {
  // The request travels in the browser's history entry: the pre-rendered page (and its hydration) is the
  // no-request view, and a reload of the page after sending shows the request right after.
  const hydrated = useHydrated();
  const state: unknown = useLocation().state;
  const consultation = hydrated ? readConsultationRequest(state) : null;
  const contactForm = hydrated && !consultation ? readContactFormSent(state) : null;
  const request = consultation ?? contactForm;
  const awaitingConfirmation = readAwaitingConfirmation(state);
  // The booking token outlives the navigation: the request mail's link brings it too, and the tab keeps it (reloads).
  const bookingToken = useLinkToken(BOOKING_LINK_KEYS.book, readBookingToken(state));
  usePageMeta({ title: 'Thank you', description: 'Your consultation request has reached us; a specialist replies within 24-48 hours.' });
  // The page only makes sense after a request: search engines should not list it.
  useRobotsNoIndex();

  if (!request && bookingToken) {
    return (
      <div className={styles.page}>
        <h1>Your free consultation</h1>
        <p className={styles.lead}>Choose a time for a free call with one of our case specialists, about the request you sent us.</p>
        <RequestBooking token={bookingToken} />
        <p className={styles.home}>
          <Link to="/">Back to the home page</Link>
        </p>
      </div>
    );
  }

  if (!request) {
    return (
      <div className={styles.page}>
        <h1>{words.noRequestHeading}</h1>
        <p className={styles.lead}>{words.noRequestText}</p>
        <ConsultationLauncher />
        <p className={styles.home}>
          <Link to="/">Back to the home page</Link>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <h1>Thank you, {request.firstName}. Your request has reached us.</h1>
      {contactForm && <p role="status">{CONTACT_SUBMITTED}</p>}
      <p className={styles.lead}>{words.sentIntroduction}</p>
      <SentFiles files={readSentFiles(state)} />
      {bookingToken && <RequestBooking token={bookingToken} />}
      {awaitingConfirmation && (
        <div className={styles.inbox}>
          <h2>Please check your inbox</h2>
          <p>
            We have e-mailed a link to <strong className={styles.address}>{request.email}</strong> to confirm this request.
            Once you confirm it, your client area shows its details; until then it shows the request as waiting for your
            confirmation. Our team has it already.
          </p>
        </div>
      )}
      <ConsultationSummary rows={consultation ? consultationRows(consultation) : contactFormRows(contactForm!)} />
      <p>
        {words.reportText} <Link to="/report-a-scam">{words.reportLinkLabel}</Link>.
      </p>
      <p className={styles.home}>
        <Link to="/" className="button">
          Back to the home page
        </Link>
      </p>
    </div>
  );
}
