import { Link } from 'react-router-dom';
import { TriangleAlert } from 'lucide-react';
import { contactFacts } from '@frc/ui/siteTexts';
import type { HomeContent } from './homeContent';
import styles from './ImpersonatorWarning.module.scss';

/** Scammers pose as recovery agents, some in our name: how to tell us from them. */
export function ImpersonatorWarning({ warning }: { warning: HomeContent['impersonatorWarning'] }) {
  return (
    <aside className={styles.warning} aria-labelledby="impersonator-warning-heading">
      <TriangleAlert aria-hidden="true" size={40} strokeWidth={1.75} className={styles.icon} />
      <div>
        <h2 id="impersonator-warning-heading" className={styles.heading}>
          {warning.title}
        </h2>
        <p>{warning.text}</p>
        <ul className={styles.rules}>
          {warning.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
          <li>
            Our e-mails only ever come from addresses ending in <strong>@{contactFacts().emailDomain}</strong>.
          </li>
        </ul>
        <p className={styles.more}>
          Contacted by someone using our name? <Link to="/black-list-imposters-copycats">See the impostors we know of</Link> and tell us about it.
        </p>
      </div>
    </aside>
  );
}
