import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { USER_KEY } from '@frc/session';
import { Logo } from '@frc/ui/Logo';
import { MobileMenu } from './MobileMenu';
import { GET_MONEY_BACK, PRIMARY_LINKS } from './navigation';
import { ServicesMenu } from './ServicesMenu';
import { UserIconLink } from './UserIconLink';
import { useDismiss } from './useDismiss';
import { useScrolledPast } from './useScrolledPast';
import styles from './Header.module.scss';

/** Past this many pixels of scroll the header is fixed to the top with a shadow. */
export const HEADER_FIX_THRESHOLD_PX = 50;

export function Header() {
  const fixed = useScrolledPast(HEADER_FIX_THRESHOLD_PX);
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const mobileMenuId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const hamburgerRef = useRef<HTMLElement>(null);
  const mobileDetailsRef = useRef<HTMLDetailsElement>(null);
  const closeMobileMenu = useCallback(() => setMobileOpen(false), []);
  // Escape, a click elsewhere or focus moving on past the header closes the open mobile menu.
  useDismiss(headerRef, closeMobileMenu, mobileOpen, hamburgerRef);

  // The menu is a <details>, so a tap opens it from the HTML alone, before the script runs. React never
  // renders its `open` (the server's HTML and the DOM a visitor has already opened would then differ at
  // hydration): on mount it adopts what the visitor did, then it sets `open` from its state.
  const mobileAdopted = useRef(false);
  useEffect(() => {
    const details = mobileDetailsRef.current;
    if (!details) return;
    if (!mobileAdopted.current) {
      mobileAdopted.current = true;
      if (details.open) setMobileOpen(true);
      return;
    }
    details.open = mobileOpen;
  }, [mobileOpen]);

  // A new page closes the mobile menu, however the visitor got there.
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMobileOpen(false);
  }

  const [home, ...others] = PRIMARY_LINKS;

  return (
    <div className={styles.slot}>
      <header ref={headerRef} className={fixed ? `${styles.header} ${styles.fixed}` : styles.header} data-fixed={fixed}>
        <div className={styles.inner}>
          <Link to="/" className={styles.brand} aria-label="ClearTrace Recovery, home">
            <Logo />
          </Link>
          <nav className={styles.desktopNav} aria-label="Main">
            <ul className={styles.navList}>
              {home && (
                <li>
                  <NavLink to={home.to} end className={styles.navLink}>
                    {home.label}
                  </NavLink>
                </li>
              )}
              <li>
                <ServicesMenu />
              </li>
              {others.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={styles.navLink}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <Link to={GET_MONEY_BACK.to} className={`button ${styles.cta}`}>
              {GET_MONEY_BACK.label}
            </Link>
            <UserIconLink />
            {/* The visitor may have opened it before hydration; the effect above takes it from there. Before then,
                public/after-first-paint.js closes it when focus or a press leaves its bounds: the header. */}
            <details ref={mobileDetailsRef} className={styles.mobile} data-dismiss-region="header" suppressHydrationWarning>
              {/* The <details>' open state is what assistive technology reads (a <summary> takes no role or
                  aria-expanded); its click is the state's once hydrated. */}
              <summary
                ref={hamburgerRef}
                className={styles.hamburger}
                aria-controls={mobileMenuId}
                aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
                onClick={(event) => {
                  event.preventDefault();
                  setMobileOpen((open) => !open);
                }}
              >
                <Menu aria-hidden="true" className={styles.iconOpen} />
                <X aria-hidden="true" className={styles.iconClose} />
              </summary>
              <MobileMenu id={mobileMenuId} onNavigate={closeMobileMenu} />
            </details>
          </div>
        </div>
      </header>
    </div>
  );
}

/** A signed-in visitor's user icon comes from the browser's storage: their header hydrates at once (an island). */
Header.whenStored = `local:${USER_KEY}`;
