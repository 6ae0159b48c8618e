import { Logo } from '@frc/ui/Logo';
import { RemotePlaceholder } from '@frc/federation';
import styles from './PrivateAreaPage.module.scss';

interface PrivateAreaPageProps {
  /** The area's name ("Client area"), its page's title too. */
  title: string;
  /** What is loading, as a visitor would name it ("the client area"). */
  label: string;
}

/**
 * What the web servers answer for a page of a private area (`/dashboard/cases/C-5`) before the area's code has
 * run (docs/rendering.md): a neutral frame, the area's name and a loading state, nothing of anyone's data. The
 * shell's script then renders the area in its place.
 */
export function PrivateAreaPage({ title, label }: PrivateAreaPageProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <a href="/" className={styles.brand}>
          <Logo onDark />
        </a>
        <p className={styles.title}>{title}</p>
      </header>
      <main className={styles.main}>
        {/* No style attribute in the page's HTML (its policy refuses them): the main region holds the height. */}
        <RemotePlaceholder label={label} />
      </main>
    </div>
  );
}
