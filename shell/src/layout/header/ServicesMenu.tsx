import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { ChevronDown } from 'lucide-react';
import { SERVICE_GROUPS } from './navigation';
import { useDismiss } from './useDismiss';
import styles from './ServicesMenu.module.scss';

/** The dropdown stays open this long after the pointer leaves, so a diagonal move does not close it. */
export const SERVICES_CLOSE_DELAY_MS = 100;

export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);

  useDismiss(containerRef, close, open, buttonRef);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  return (
    <div
      ref={containerRef}
      className={styles.services}
      onPointerEnter={() => {
        cancelClose();
        setOpen(true);
      }}
      onPointerLeave={() => {
        cancelClose();
        closeTimer.current = setTimeout(() => setOpen(false), SERVICES_CLOSE_DELAY_MS);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        // A pointer already opened the menu on hover, so its click must not close it again; keys toggle.
        onClick={(event) => (event.detail === 0 ? setOpen((value) => !value) : setOpen(true))}
      >
        Services <ChevronDown aria-hidden="true" size={16} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {SERVICE_GROUPS.map((group) => (
          <div key={group.title} className={styles.group}>
            <p className={styles.groupTitle} id={`${panelId}-${group.to.slice(1)}`}>
              {group.title}
            </p>
            <ul aria-labelledby={`${panelId}-${group.to.slice(1)}`}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={close}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
