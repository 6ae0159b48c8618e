import { Link } from 'react-router-dom';
import { siteOrigin } from '@frc/ui/pageHead';
import { useJsonLd } from '@frc/ui/useJsonLd';
import { breadcrumbListData } from '../structured-data/schemaOrg';
import styles from './Breadcrumb.module.scss';

export interface Crumb {
  label: string;
  /** Omitted for the current page, the last crumb. */
  to?: string;
}

/** Where the page sits: Home / Blog / … with the current page last and marked as such; said to search engines too. */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  useJsonLd('breadcrumb', breadcrumbListData(trail, siteOrigin()));
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol className={styles.trail}>
        {trail.map((crumb) => (
          <li key={crumb.label} className={styles.crumb}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
