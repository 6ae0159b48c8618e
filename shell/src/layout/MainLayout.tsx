import type { ReactNode } from 'react';
import { Island } from '@frc/federation';
import { OrganizationJsonLd } from '../seo/OrganizationJsonLd';
import { Footer } from './footer/Footer';
import { Header } from './header/Header';
import { RegulatoryStrip } from './RegulatoryStrip';
import styles from './MainLayout.module.scss';

/** Header, main content, regulatory statement strip, footer: the order of every public page. */
export function MainLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <OrganizationJsonLd />
      <a className={styles.skipLink} href="#main-content">
        Skip to main content
      </a>
      {/* Its menus open from the HTML; its script (hover, Escape, the fixed header) comes when reached for or when the
          page is first scrolled, or at once for the user icon of a visitor with a stored session. */}
      <Island module="shell/Header" component={Header} props={{}} hydrate="scroll" />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <RegulatoryStrip />
      <Footer />
    </div>
  );
}
