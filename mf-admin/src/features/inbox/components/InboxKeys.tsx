import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { ROW_LINK_ATTRIBUTE } from './InboxRows';
import styles from './InboxDesk.module.scss';

/** The inbox's keys, as the help lists them. */
export const INBOX_KEYS = [
  { key: 'j', does: 'Next item' },
  { key: 'k', does: 'Previous item' },
  { key: 'Enter', does: 'Open the item' },
  { key: '?', does: 'Show or hide these keys' },
] as const;

/** A key typed into a field, or with a modifier, is the field's or the browser's, never the list's. */
function isTyping(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  const target = event.target as HTMLElement | null;
  return !!target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * j and k move the focus between the rows' links (Enter opens the focused one, as a link does); ? shows the keys.
 * The help names them too, behind its button, for whoever does not know to press ?.
 */
export function InboxKeys({ rows }: { rows: RefObject<HTMLElement | null> }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const dialogId = useId();

  const hide = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  useEffect(() => {
    if (open) close.current?.focus();
  }, [open]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event)) return;
      if (event.key === '?') {
        event.preventDefault();
        if (open) hide();
        else setOpen(true);
        return;
      }
      if (event.key === 'Escape' && open) {
        hide();
        return;
      }
      if (event.key !== 'j' && event.key !== 'k') return;
      const links = [...(rows.current?.querySelectorAll<HTMLAnchorElement>(`a[${ROW_LINK_ATTRIBUTE}]`) ?? [])];
      if (links.length === 0) return;
      event.preventDefault();
      const focused = links.indexOf(document.activeElement as HTMLAnchorElement);
      const current = focused >= 0 ? focused : links.findIndex((link) => link.getAttribute('aria-current') === 'page');
      const next = current < 0 ? 0 : Math.min(Math.max(current + (event.key === 'j' ? 1 : -1), 0), links.length - 1);
      links[next]!.focus();
      links[next]!.scrollIntoView?.({ block: 'nearest' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [rows, open, hide]);

  return (
    <>
      <button ref={button} type="button" className={styles.keysButton} aria-expanded={open} aria-controls={dialogId} onClick={() => (open ? hide() : setOpen(true))}>
        Keyboard keys <kbd>?</kbd>
      </button>
      <div id={dialogId} role="dialog" aria-labelledby={titleId} className={styles.keysDialog} hidden={!open}>
        <h2 id={titleId} className={styles.keysTitle}>
          Keyboard keys
        </h2>
        <dl className={styles.keysList}>
          {INBOX_KEYS.map(({ key, does }) => (
            <div key={key}>
              <dt>
                <kbd>{key}</kbd>
              </dt>
              <dd>{does}</dd>
            </div>
          ))}
        </dl>
        <button ref={close} type="button" className={styles.keysButton} onClick={hide}>
          Close
        </button>
      </div>
    </>
  );
}
