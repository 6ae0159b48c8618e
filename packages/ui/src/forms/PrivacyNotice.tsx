import { Link } from 'react-router-dom';
import { NeedsJavaScript } from './NeedsJavaScript';
import styles from './PrivacyNotice.module.scss';

/**
 * The short privacy notice beside the submit button of every form that sends personal data. Its words are
 * versioned: a form sends PRIVACY_NOTICE_VERSION (@frc/contracts/browser) with what it sends, and the API
 * stores it. Change that date whenever this text changes. Without JavaScript, the form says it cannot send.
 */
export function PrivacyNotice() {
  return (
    <>
      <p className={styles.notice}>
      We use what you send only to answer you and to work on your case, and we never sell it or pass it on for marketing. See our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link> for what we keep, why and for how long.
      </p>
      <NeedsJavaScript />
    </>
  );
}
