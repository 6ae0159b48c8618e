import { Link } from 'react-router-dom';
import { contactFacts } from '@frc/ui/siteTexts';
import { usePageMeta } from '@frc/ui/usePageMeta';
import type { PlaceholderPageContent } from './placeholderPages';
import styles from './PlaceholderPage.module.scss';

/** An honest stand-in for a client-area page that is not built yet: what will come, and how to reach us meanwhile. */
export function PlaceholderPage({ content }: { content: PlaceholderPageContent }) {
  usePageMeta({ title: content.title, description: content.coming });
  const contact = contactFacts();
  return (
    <section className={styles.page}>
      <h1>{content.title}</h1>
      <p>{content.coming}</p>
      <p>
        Until then, our support team can make any change for you. Call{' '}
        <a href={contact.phoneHref}>{contact.phone}</a> or write to <a href={`mailto:${contact.email}`}>{contact.email}</a>.
      </p>
      <p>
        <Link to="/dashboard/cases">Back to my cases</Link>
      </p>
    </section>
  );
}

/** The page for one placeholder, as the route of its path shows it (routes.ts). */
export const placeholderPageOf = (content: PlaceholderPageContent) =>
  function Placeholder() {
    return <PlaceholderPage content={content} />;
  };
