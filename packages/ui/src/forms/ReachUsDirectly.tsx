import { contactFacts } from '../siteTexts';
import styles from './ReachUsDirectly.module.scss';

/** Under a form's failure message: the way out that needs no form at all. */
export function ReachUsDirectly() {
  const contact = contactFacts();
  return (
    <p className={styles.reach}>
      You can also call us on <a href={contact.phoneHref}>{contact.phone}</a> or write to <a href={`mailto:${contact.email}`}>{contact.email}</a>.
    </p>
  );
}
