import { useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Menu, X, type LucideIcon } from 'lucide-react';
import { useMediaQuery } from '../useMediaQuery';
import styles from './AreaSideMenu.module.scss';

/** Wide enough for the menu to stay open beside the page; keep in step with `$wide` in _breakpoints.scss. */
export const WIDE_AREA_QUERY = '(min-width: 48rem)';

export interface AreaMenuEntry {
  to: string;
  label: string;
  Icon: LucideIcon;
  /** A count beside the entry (unread messages), with what it counts for screen readers; shown when above 0. */
  badge?: { count: number; label: string };
}

interface AreaSideMenuProps {
  /** Accessible name of the navigation ('Admin', 'Client area'). */
  label: string;
  /** Text of the toggle that opens the menu on small screens. */
  toggleLabel: string;
  entries: readonly AreaMenuEntry[];
}

/** The side menu of an area: always open beside the page on wide screens, behind a toggle on small ones. */
export function AreaSideMenu({ label, toggleLabel, entries }: AreaSideMenuProps) {
  const wide = useMediaQuery(WIDE_AREA_QUERY);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  // What the entries count, summed on the toggle, so a closed menu still says there is something to read.
  const total = entries.reduce((sum, entry) => sum + (entry.badge && entry.badge.count > 0 ? entry.badge.count : 0), 0);

  // A new page closes the small-screen menu, however the person got there.
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setOpen(false);
  }

  return (
    <nav className={styles.menu} aria-label={label}>
      {!wide && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          aria-label={total > 0 ? `${toggleLabel}, ${total} unread` : undefined}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          {open ? <X aria-hidden="true" focusable="false" /> : <Menu aria-hidden="true" focusable="false" />}
          {toggleLabel}
          {/* In words, shown as the name says it ("Menu, 2 unread"). */}
          {total > 0 && <span className={styles.toggleCount}>, {total} unread</span>}
        </button>
      )}
      <ul id={listId} className={styles.list} hidden={!wide && !open}>
        {entries.map(({ to, label: entryLabel, Icon, badge }) => (
          <li key={to}>
            <NavLink to={to} end className={styles.link} onClick={() => setOpen(false)}>
              <Icon className={styles.icon} aria-hidden="true" focusable="false" />
              {entryLabel}
              {badge && badge.count > 0 && (
                <>
                  <span className={styles.badge} aria-hidden="true">
                    {badge.count}
                  </span>
                  <span className="visually-hidden"> ({badge.label})</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
