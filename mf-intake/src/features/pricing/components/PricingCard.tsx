import { useId, useState, type MouseEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { scrollBehavior } from '@frc/ui/prefersReducedMotion';
import type { PricingOffer } from '../pricingOffer';
import styles from './PricingCard.module.scss';

const CONTACT_FORM_ID = 'contact-form';

/** On the same page, scroll to the lead form and move focus there; otherwise the link works as a plain anchor. */
function jumpToContactForm(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(CONTACT_FORM_ID);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView?.({ behavior: scrollBehavior(), block: 'start' });
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, '', `#${CONTACT_FORM_ID}`);
}

/** One offer: title, price, extra info, the expandable list of what it includes, and 'Order Now'. */
export function PricingCard({ offer }: { offer: PricingOffer }) {
  const idPrefix = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const titleId = `${idPrefix}-title`;
  const listLabelId = `${idPrefix}-includes`;

  const toggle = (index: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.title}>
        {offer.title}
      </h3>
      <p className={styles.price}>{offer.price}</p>
      {offer.additionalInfo && <p className={styles.info}>{offer.additionalInfo}</p>}
      {offer.items.length > 0 && (
        <>
          <p id={listLabelId} className={styles.includes}>
            The service includes:
          </p>
          <ul className={styles.items} aria-labelledby={listLabelId}>
            {offer.items.map((item, index) => {
              const open = expanded.has(index);
              const detailId = `${idPrefix}-item-${index}`;
              return (
                <li key={index}>
                  <button type="button" className={styles.itemToggle} aria-expanded={open} aria-controls={detailId} onClick={() => toggle(index)}>
                    <span>{item.title}</span>
                    <ChevronDown aria-hidden="true" size={18} className={styles.chevron} />
                  </button>
                  <p id={detailId} className={styles.detail} hidden={!open} data-shown-without-script>
                    {item.description}
                  </p>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <a href={`#${CONTACT_FORM_ID}`} className={`button ${styles.order}`} aria-describedby={titleId} onClick={jumpToContactForm}>
        Order Now
      </a>
    </article>
  );
}
