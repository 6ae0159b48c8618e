import { contactFacts } from '../siteTexts';
import styles from './NeedsJavaScript.module.scss';

export interface NeedsJavaScriptProps {
  /** What the control does, finishing "This form needs JavaScript to …". */
  action?: string;
}

/**
 * Shown only by a browser that runs no scripts (the page itself is pre-rendered and readable): the form or button
 * beside it cannot work without them, so it says so plainly and gives the other ways to reach us.
 */
export function NeedsJavaScript({ action = 'send' }: NeedsJavaScriptProps) {
  const contact = contactFacts();
  return (
    <noscript>
      <p className={styles.notice}>
        {`This form needs JavaScript to ${action}.`} Please turn JavaScript on and reload the page, or call us on{' '}
        <a href={contact.phoneHref}>{contact.phone}</a> or e-mail <a href={`mailto:${contact.email}`}>{contact.email}</a>.
      </p>
    </noscript>
  );
}
