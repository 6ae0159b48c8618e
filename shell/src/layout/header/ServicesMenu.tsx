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
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const toggleRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const panelId = useId();

  const close = useCallback(() => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);

  useDismiss(detailsRef, close, open, toggleRef);

  // Hover is listened to on the element itself, not through React's onPointerEnter: React derives that from the
  // pointerout/pointerover pair, and a pointer coming from another island that is hydrating at that moment (the
  // contact form under it, woken by the same move) has its pointerout held by that island's root and its
  // pointerover skipped, so the menu never heard the pointer arrive. The browser's own pointerenter always fires.
  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return undefined;
    const onEnter = () => {
      clearTimeout(closeTimer.current);
      setOpen(true);
    };
    const onLeave = () => {
      clearTimeout(closeTimer.current);
      closeTimer.current = setTimeout(() => setOpen(false), SERVICES_CLOSE_DELAY_MS);
    };
    details.addEventListener('pointerenter', onEnter);
    details.addEventListener('pointerleave', onLeave);
    return () => {
      details.removeEventListener('pointerenter', onEnter);
      details.removeEventListener('pointerleave', onLeave);
      clearTimeout(closeTimer.current);
    };
  }, []);

  // A <details>, like the mobile menu (Header.tsx): a click or Enter opens it from the HTML alone, before the
  // script runs. React never renders its `open`: on mount it adopts what the visitor did, then sets it from its state.
  const adopted = useRef(false);
  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    if (!adopted.current) {
      adopted.current = true;
      if (details.open) setOpen(true);
      return;
    }
    details.open = open;
  }, [open]);

  return (
    <details
      ref={detailsRef}
      className={styles.services}
      suppressHydrationWarning
    >
      {/* A <summary> takes no role or aria-expanded: assistive technology reads the <details>' own open state, which
          holds before hydration too. Its click is the state's once hydrated. */}
      <summary
        ref={toggleRef}
        className={styles.trigger}
        aria-controls={panelId}
        suppressHydrationWarning
        onClick={(event) => {
          event.preventDefault();
          // A pointer already opened the menu on hover, so its click must not close it again; keys toggle.
          if (event.detail === 0) setOpen((value) => !value);
          else setOpen(true);
        }}
      >
        Services <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
      </summary>
      <div id={panelId} className={styles.panel}>
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
    </details>
  );
}
