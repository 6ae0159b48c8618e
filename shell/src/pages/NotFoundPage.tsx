import { Link } from 'react-router-dom';
import { usePageMeta } from '@frc/ui/usePageMeta';
import { useRobotsNoIndex } from '@frc/ui/useRobotsNoIndex';
import styles from './NotFoundPage.module.scss';

export function NotFoundPage() {
  usePageMeta({ title: 'Page not found', description: 'There is no page at this address. The home page leads to everything on the site.' });
  // The server answers every unknown address with the app: keep search engines from listing them.
  useRobotsNoIndex();

  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <h1 id="not-found-title">404 - Page Not Found</h1>
      <p>Oops! The page you are looking for doesn&apos;t exist.</p>
      <Link to="/" className="button">
        Go to Homepage
      </Link>
    </section>
  );
}
