import { Island } from '@frc/federation';
import { NewsletterLink } from '../../features/newsletter/components/NewsletterLink';

/** /newsletter/confirm?token=…: the link of the confirmation mail. */
export default function NewsletterConfirmPage() {
  // The link's token is the browser's to read and send: the page is an island, hydrated at once.
  return <Island module="marketing/NewsletterLink" component={NewsletterLink} props={{ kind: 'confirm' }} hydrate="load" />;
}
