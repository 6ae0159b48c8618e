import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styles from './NotFoundPage.module.scss';

export function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page not found | ClearTrace Recovery';
  }, []);

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
