import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { ADMIN_MENU } from './adminMenu';
import { useMediaQuery } from './useMediaQuery';
import styles from './AdminSideMenu.module.scss';

/** Wide enough for the menu to stay open beside the page; keep in step with `$wide` in the layout styles. */
export const WIDE_SCREEN_QUERY = '(min-width: 48rem)';

export function AdminSideMenu() {
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();

  // A new page closes the small-screen menu, however the person got there.
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setOpen(false);
  }

  return (
    <nav className={styles.menu} aria-label="Admin">
      {!wide && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          {open ? <X aria-hidden="true" focusable="false" /> : <Menu aria-hidden="true" focusable="false" />}
          Admin menu
        </button>
      )}
      <ul id={listId} className={styles.list} hidden={!wide && !open}>
        {ADMIN_MENU.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink to={to} end className={styles.link} onClick={() => setOpen(false)}>
              <Icon className={styles.icon} aria-hidden="true" focusable="false" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
