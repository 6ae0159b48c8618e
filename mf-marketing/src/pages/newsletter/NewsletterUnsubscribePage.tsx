import { NewsletterLink } from '../../features/newsletter/components/NewsletterLink';

/** /newsletter/unsubscribe?token=…: the link at the end of every newsletter mail. */
export default function NewsletterUnsubscribePage() {
  return <NewsletterLink kind="unsubscribe" />;
}
