import { NavLink } from 'react-router-dom';
import { GET_MONEY_BACK, PRIMARY_LINKS, SERVICE_GROUPS } from './navigation';
import styles from './MobileMenu.module.scss';

interface MobileMenuProps {
  id: string;
  onNavigate: () => void;
}

/** The mobile menu's panel: shown and hidden by the <details> around it (the header). */
export function MobileMenu({ id, onNavigate }: MobileMenuProps) {
  return (
    <nav id={id} className={styles.menu} aria-label="Main menu">
      <ul className={styles.list}>
        {PRIMARY_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end onClick={onNavigate}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {SERVICE_GROUPS.map((group) => (
        <div key={group.to} className={styles.group}>
          <NavLink to={group.to} className={styles.groupLink} onClick={onNavigate}>
            {group.title}
          </NavLink>
          <ul className={styles.list}>
            {group.links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} onClick={onNavigate}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <NavLink to={GET_MONEY_BACK.to} className={`button ${styles.cta}`} onClick={onNavigate}>
        {GET_MONEY_BACK.label}
      </NavLink>
    </nav>
  );
}
