import { NewsletterLink } from '../../features/newsletter/components/NewsletterLink';

/** /newsletter/confirm?token=…: the link of the confirmation mail. */
export default function NewsletterConfirmPage() {
  return <NewsletterLink kind="confirm" />;
}
