import { Island } from '@frc/federation';
import { NewsletterLink } from '../../features/newsletter/components/NewsletterLink';

/** /newsletter/unsubscribe?token=…: the link at the end of every newsletter mail. */
export default function NewsletterUnsubscribePage() {
  // The link's token is the browser's to read and send: the page is an island, hydrated at once.
  return <Island module="marketing/NewsletterLink" component={NewsletterLink} props={{ kind: 'unsubscribe' }} hydrate="load" />;
}
