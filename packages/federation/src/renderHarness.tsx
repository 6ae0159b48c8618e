import { StrictMode, type ReactNode } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';
import styles from './renderHarness.module.scss';

export interface HarnessLink {
  to: string;
  label: string;
}

interface HarnessOptions {
  remote: string;
  links: readonly HarnessLink[];
  /** The remote's content; gets a plain 404 for paths it does not own. */
  render: (notFound: ReactNode) => ReactNode;
}

const harnessNotFound = (
  <section className={styles.notFound}>
    <h1>Not a path of this remote</h1>
    <p>In the full site the shell shows its 404 page here.</p>
  </section>
);

/**
 * Serves one remote on its own port so its team can work without the shell. The global styles are
 * loaded here, on demand, and not by this package's entry: the shell shares this package, and a
 * second copy of the global styles loaded after the shell's own would override its component styles.
 */
export function renderHarness({ remote, links, render }: HarnessOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The harness page has no #root element');
  const show = ({ createRoot }: typeof ReactDomClient) =>
    createRoot(container).render(
      <StrictMode>
        <BrowserRouter>
          <header className={styles.bar}>
            <p className={styles.title}>
              <strong>{remote}</strong> remote, running alone
            </p>
            <nav aria-label="Harness pages">
              <ul className={styles.links}>
                {links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </header>
          <main id="main-content">{render(harnessNotFound)}</main>
        </BrowserRouter>
      </StrictMode>,
    );
  // The page shows even if the styles could not be fetched. React DOM is loaded here too, not by this package's
  // entry: the shell, which shares this package, evaluates React DOM only when its start-up needs it, in a task
  // of its own (shell/src/index.ts).
  void Promise.all([import('react-dom/client'), import('@frc/ui/global.scss').catch(() => undefined)]).then(([reactDom]) => show(reactDom));
}
