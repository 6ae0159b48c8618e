import { Construction } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '@frc/ui/usePageMeta';
import type { PlaceholderPageContent } from './placeholderPages';
import styles from './PlaceholderPage.module.scss';

export function PlaceholderPage({ content }: { content: PlaceholderPageContent }) {
  usePageMeta({ title: `${content.heading} (admin)`, description: content.purpose });
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{content.heading}</h1>
      <div className={styles.notice}>
        <Construction className={styles.icon} aria-hidden="true" focusable="false" />
        <div>
          <p className={styles.lead}>This page is a placeholder: nothing on it is built yet.</p>
          <p>{content.purpose} For now, the dashboard shows a few sample records.</p>
          <Link to="/admin">Back to the dashboard</Link>
        </div>
      </div>
    </div>
  );
}
