import { Link } from 'react-router-dom';
import { Island } from '@frc/federation';
import { BOOKING_LINK_KEYS } from '@frc/contracts/browser';
import { useLinkToken } from '@frc/ui/booking/useLinkToken';
import { useHydrated } from '@frc/ui/useHydrated';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { useRobotsNoIndex } from '@frc/ui/useRobotsNoIndex';
import { LinkedBooking } from '../features/manage-booking/components/LinkedBooking';
import styles from './NoticePage.module.scss';

/** /consultation/manage#token=…: the booking mail's link, to move or cancel the free consultation without signing in. */
export function ManageBookingPage() {
  // The link's token is the browser's to read and send: the whole page is an island, hydrated at once.
  return <Island module="intake/ManageBookingView" component={ManageBookingView} props={{}} hydrate="load" />;
}

export function ManageBookingView() {
  const hydrated = useHydrated();
  const token = useLinkToken(BOOKING_LINK_KEYS.manage);
  usePageMeta({ title: 'Your free consultation', description: 'Move or cancel your free consultation.' });
  // A page for one person's link: search engines should not list it.
  useRobotsNoIndex();

  return (
    <div className={styles.page}>
      <h1>Move or cancel your consultation</h1>
      <p className={styles.lead}>
        From the link in your booking e-mail, you can choose another time for your free consultation or cancel it, up to 2 hours before it starts. Closer to
        the time, please call us instead.
      </p>
      {token && <LinkedBooking token={token} />}
      {hydrated && !token && (
        <p className={styles.lead}>
          This link is incomplete. Please open the link from our e-mail again, or copy the whole address from the e-mail into your browser.
        </p>
      )}
      <p className={styles.home}>
        <Link to="/">Back to the home page</Link>
      </p>
    </div>
  );
}
